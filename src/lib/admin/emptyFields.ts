/**
 * The admin leaves an optional field the editor left blank as "" or null (and an untouched
 * optional group as an object of blanks), which the schemas rightly refuse. Before a save these are
 * removed, so a blank optional field is simply absent, as in a file written by hand.
 */
export type FieldPath = (string | number)[];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "", null, an empty list, or a group whose every field is blank. */
function isBlank(value: unknown): boolean {
  if (value === '' || value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.values(value).every(isBlank);
  return false;
}

/** Where an entry has blank fields (a blank group counts once, as a whole). */
export function blankFieldPaths(value: unknown, at: FieldPath = []): FieldPath[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => blankFieldPaths(item, [...at, index]));
  if (!isPlainObject(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => (isBlank(child) ? [[...at, key]] : blankFieldPaths(child, [...at, key])));
}
