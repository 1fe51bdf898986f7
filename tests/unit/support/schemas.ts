/**
 * Feeding the build's own content schemas in unit tests: a collection's schema, with Astro's
 * image() stood in for by a relative path (the build itself checks that the file exists), and the
 * fields a schema refuses a value at, as an editor's error message names them.
 */
import { z } from 'astro/zod';

type Collection = { schema?: unknown };

/** A collection's zod schema (src/content.config.ts). */
export const schemaOf = (collection: Collection) => collection.schema as z.ZodType;

/** A collection whose schema takes Astro's image() helper, with a relative path standing in for it. */
export const withImages = (collection: Collection) =>
  (collection.schema as (context: { image: () => z.ZodType }) => z.ZodType)({ image: () => z.string().regex(/^\.\.?\//) });

/** The dotted paths of the fields the schema refuses in a value ("" for the entry itself); none when it accepts it. */
export function issuePaths(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}
