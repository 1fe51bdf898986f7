/**
 * How every list an editor orders is sorted: by its `order` number, lowest first; entries that share
 * a number follow the name a visitor reads (their name, else their title, else their id). Numbers
 * need not run 1, 2, 3 without gaps, so an editor adds an entry anywhere without renumbering others.
 */
export interface Ordered {
  order: number;
  name?: string;
  title?: string;
  id?: string;
}

const shownName = (entry: Ordered) => entry.name ?? entry.title ?? entry.id ?? '';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
/** How names sort wherever a list falls back to them: alphabetically, case and accents aside, numbers by value ("QS 9" before "QS 10"). */
export const byName = (a: string, b: string) => collator.compare(a, b);

export const byOrder = <T extends Ordered>(a: T, b: T) => a.order - b.order || byName(shownName(a), shownName(b));
