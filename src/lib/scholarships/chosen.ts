/**
 * The scholarships whose deadlines a visitor has added to their timeline: a list of ids kept on the
 * device (the finder's "Add the deadline"), carried to the timeline in its address
 * (`?scholarships=chevening,felix-scholarships`) and to a counsellor in the hand-off. Ids the site no
 * longer lists are dropped as the list is read.
 */

/** The timeline's parameter that names the chosen scholarships. */
export const chosenParam = 'scholarships';

/** The list as stored or as the address gives it ("a,b" or JSON ["a","b"]), known ids only, each once, in order. */
export function readChosen(raw: string | null, known: readonly string[]): string[] {
  if (!raw) return [];
  let ids: unknown;
  try {
    ids = raw.trim().startsWith('[') ? JSON.parse(raw) : raw.split(',');
  } catch {
    return [];
  }
  if (!Array.isArray(ids)) return [];
  return [...new Set(ids.filter((id): id is string => typeof id === 'string').map((id) => id.trim()))].filter((id) => known.includes(id));
}

/** The list with `id` added at its end, or taken out when it is there. */
export function toggleChosen(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}

/** The address parameter's value: the ids joined by commas. */
export const chosenValue = (list: readonly string[]) => list.join(',');
