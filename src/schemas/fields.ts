/**
 * Field builders every content schema shares, written once: ids, list order, prose lengths and
 * portraits. Each entity's schema lives in its own file beside this one and is gathered by
 * src/content.config.ts, which pairs it with the loader that reads the editors' files.
 */
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';

/** A lower-case slug: the entry's id and, where it has a page, its URL segment. */
export const slug = z.string().regex(/^[a-z0-9-]+$/, 'a lower-case slug: letters, digits and dashes');

/** Position in the lists that show the entry (1 first). */
export const order = z.number().int().positive().describe('Position in lists (1 first)');

/** Prose of a bounded length: the bounds keep cards and meta descriptions from overflowing. */
export const text = (min: number, max: number) => z.string().trim().min(min).max(max);

/** Text whose every brace opens a well-formed placeholder such as {count} or {consultation.sessions}. */
const wellFormedBraces = /^(?:[^{]|\{(?=[A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*\}))*$/;

/**
 * Copy that may name a fact in braces, "{consultation.sessions}" or "{figures.experienceYears}".
 * The schema only checks that each brace is a well-formed name (a pattern the admin checks too);
 * src/queries fills the names in and fails the build on one that names nothing.
 */
export const copyText = (min: number, max: number) =>
  text(min, max).regex(wellFormedBraces, 'a fact in braces is a name without spaces, e.g. {consultation.sessions}');

/** A square portrait from `npm run images:avatars`, its path relative to the content file. */
export const portrait = ({ image }: SchemaContext) => image().describe('Square portrait, at least 160 px (npm run images:avatars)');

/** The date an editor last checked a real-world figure against its source, YYYY-MM-DD. */
export const checked = z.coerce.date().describe('When the figure was last checked against its source, YYYY-MM-DD');

export type { SchemaContext };
