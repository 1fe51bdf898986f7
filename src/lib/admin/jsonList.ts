/**
 * Most collections are one JSON file holding a list (`[{…}, {…}]`), the shape Astro's file() loader
 * reads. Decap edits an object per file, so the admin sees such a file as `{ items: [...] }` and
 * writes it back as the bare list, two-space indented like the rest of the content.
 */
export const jsonListFormat = 'json-list';

/** The one field that holds a list file's entries in the admin. */
export const listField = 'items';

export function listFromFile(content: string): { [listField]: unknown[] } {
  const data: unknown = content.trim() ? JSON.parse(content) : [];
  if (!Array.isArray(data)) throw new Error('a list file holds a JSON array');
  return { [listField]: data };
}

export function listToFile(data: object): string {
  const items = (data as { [listField]?: unknown }).items;
  return `${JSON.stringify(Array.isArray(items) ? items : [], null, 2)}\n`;
}
