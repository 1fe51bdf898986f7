/**
 * A visitor's university shortlist, kept in the browser (localStorage) with no account and no
 * e-mail. This module is the store's pure logic: reading what was saved (tolerating anything a
 * browser, an old version of the site or a curious visitor may have left there), adding, removing.
 */
export interface ShortlistItem {
  id: string;
  name: string;
  /**
   * The destination's id ("usa"), named in the page's language wherever the shortlist is shown, so one
   * shortlist reads right in every language; a shortlist saved before held the name, shown as saved.
   */
  country: string;
}

/** The localStorage key the shortlist lives under. */
export const shortlistKey = 'university-shortlist';

/** The window event a change to the shortlist on this page is announced with. */
export const shortlistChangeEvent = 'shortlist-change';

/** The comparison puts at most this many universities side by side (four fit a laptop screen). */
export const compareLimit = 4;

/** A ceiling on what is kept, far above any real shortlist, so a tampered entry cannot grow without bound. */
export const shortlistLimit = 50;

const isItem = (value: unknown): value is ShortlistItem => {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name, country } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    /^[a-z0-9-]{1,60}$/.test(id) &&
    typeof name === 'string' &&
    name.length > 0 &&
    name.length <= 120 &&
    typeof country === 'string' &&
    country.length <= 40
  );
};

/** The saved shortlist, or an empty one when nothing (or nothing usable) was saved. */
export function parseShortlist(raw: string | null): ShortlistItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const items: ShortlistItem[] = [];
  for (const entry of value) {
    if (!isItem(entry) || seen.has(entry.id)) continue;
    seen.add(entry.id);
    items.push({ id: entry.id, name: entry.name, country: entry.country });
    if (items.length === shortlistLimit) break;
  }
  return items;
}

export function serialiseShortlist(items: readonly ShortlistItem[]): string {
  return JSON.stringify(items.map(({ id, name, country }) => ({ id, name, country })));
}

export function isShortlisted(items: readonly ShortlistItem[], id: string): boolean {
  return items.some((item) => item.id === id);
}

/** Adds the university at the end (the order a visitor shortlisted in), or removes it when it is there. */
export function toggleShortlist(items: readonly ShortlistItem[], item: ShortlistItem): ShortlistItem[] {
  if (isShortlisted(items, item.id)) return items.filter((i) => i.id !== item.id);
  return items.length >= shortlistLimit ? [...items] : [...items, item];
}

export function removeFromShortlist(items: readonly ShortlistItem[], id: string): ShortlistItem[] {
  return items.filter((item) => item.id !== id);
}
