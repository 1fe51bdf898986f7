import { z } from 'astro/zod';

/**
 * The words of one area's components and islands in one language
 * (src/content/strings/<lang>/<area>.json): a flat object of camelCase keys, a dot grouping related
 * ones ("errors.required"), and plural forms as "<key>.one" / "<key>.other". A text may name a value
 * filled in where it is shown, as "{count}".
 */
const stringKey = z.string().regex(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*$/, 'a camelCase key, dots allowed: "errors.required"');

export const stringsSchema = z.record(stringKey, z.string().trim().min(1, 'a string may not be empty'));
