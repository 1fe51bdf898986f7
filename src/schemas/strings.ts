import { z } from 'astro/zod';

/**
 * The words of one area's components and islands in one language
 * (src/content/strings/<lang>/<area>.json): a flat object of camelCase keys, a dot grouping related
 * ones ("errors.required"), and plural forms as "<key>.one" / "<key>.other". A text may name a value
 * filled in where it is shown, as "{count}", or a fact, as "{contact.hours}".
 */
const stringKey = z.string().regex(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*$/, 'a camelCase key, dots allowed: "errors.required"');

export const stringsSchema = z.record(stringKey, z.string().trim().min(1, 'a string may not be empty'));

const placeholder = /\{([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*)\}/g;
const escape = (name: string) => name.replace(/\./g, '\\.');

/**
 * One text of the admin's form: not empty, and naming in braces exactly what the reference text
 * names ({count} is filled in by the code that shows it: a name it does not give would break the
 * page, a name left out would drop the value).
 */
function sameNames(reference: string) {
  const names = [...new Set([...reference.matchAll(placeholder)].map((match) => match[1]!))];
  const keeps = names.map((name) => `(?=[\\s\\S]*\\{${escape(name)}\\})`).join('');
  // Every brace opens one of those names.
  const only = `(?:[^{]|\\{(?=(?:${names.map(escape).join('|') || '(?!)'})\\}))*$`;
  const message = names.length
    ? `keep ${names.map((name) => `{${name}}`).join(' and ')}, which the site fills in, and no other word in braces`
    : 'no word in braces: the site fills in none here';
  return z
    .string()
    .trim()
    .min(1)
    .regex(new RegExp(`^${keeps}${only}`), message);
}

/**
 * The admin's form for one area's file: the English file's keys, each text naming the same values in
 * braces as the English one. Keys are the code's: an editor changes the words, not which there are.
 */
export function stringsForm(reference: Readonly<Record<string, string>>) {
  return z.strictObject(Object.fromEntries(Object.entries(reference).map(([key, text]) => [key, sameNames(text)])));
}
