import { z } from 'astro/zod';

/**
 * A content file read outside the collections (a query that must fill copy synchronously, as the
 * module loads), checked by its collection's own schema: a mistake fails the build naming the file.
 */
export function checkedFile<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`${file}: ${z.prettifyError(result.error)}`);
  return result.data;
}
