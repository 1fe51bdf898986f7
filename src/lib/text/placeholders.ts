/**
 * Copy lives in content, but some of its words are facts written once elsewhere (a figure, a
 * service's timing, the opening hours) or values counted where the copy is shown (a count, a date):
 * editors name them in braces, "{count}" or "{consultation.sessions}", and the code that shows the
 * copy fills them in (src/queries at build time; an island with `fillIn` for values only the browser
 * knows). A name without a value fails, so a typo never reaches a visitor as "{cuont}".
 */

/** Values by name; a group of values is named with a dot: { consultation: { sessions: '2-3' } } is "{consultation.sessions}". */
export type PlaceholderValues = { readonly [name: string]: string | number | PlaceholderValues };

const placeholder = /\{([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*)\}/g;

/** Every name a value has, dotted for groups: the list a failed fill shows. */
function namesOf(values: PlaceholderValues, prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) =>
    typeof value === 'object' ? namesOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function valueAt(values: PlaceholderValues, name: string): string | number | undefined {
  let node: PlaceholderValues[string] | undefined = values;
  for (const key of name.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return typeof node === 'object' ? undefined : node;
}

/**
 * The text with each {name} replaced by its value; a name without one throws, listing the names there
 * are. Names `later` picks are left as written, for a value filled in further on (in the browser).
 */
export function fillIn(text: string, values: PlaceholderValues, later?: (name: string) => boolean): string {
  return text.replace(placeholder, (written, name: string) => {
    if (later?.(name)) return written;
    const value = valueAt(values, name);
    if (value === undefined) throw new Error(`"{${name}}" names no value here (names: ${namesOf(values).join(', ') || 'none'})`);
    return String(value);
  });
}

/** Every text in a piece of copy (nested objects and lists alike) with its placeholders filled in. */
export function fillInAll<T>(copy: T, values: PlaceholderValues, later?: (name: string) => boolean): T {
  if (typeof copy === 'string') return fillIn(copy, values, later) as T;
  if (Array.isArray(copy)) return copy.map((item: unknown) => fillInAll(item, values, later)) as T;
  if (copy && typeof copy === 'object' && !(copy instanceof Date)) {
    return Object.fromEntries(Object.entries(copy).map(([key, value]) => [key, fillInAll(value, values, later)])) as T;
  }
  return copy;
}

/**
 * A count in words: strings keep one text per plural form as "<key>.one", "<key>.other" (and any
 * other form the language's rules name), and the form for the count in the page's `locale` (its
 * strings' "locale": 'en-IN', 'hi-IN') is filled in with {count} and any other values given (a
 * `count` among them is the count as written: "1,840").
 */
export function plural(
  texts: Readonly<Record<string, string>>,
  key: string,
  count: number,
  locale: string,
  values: PlaceholderValues = {},
): string {
  const form = new Intl.PluralRules(locale).select(count);
  const text = texts[`${key}.${form}`] ?? texts[`${key}.other`];
  if (text === undefined) throw new Error(`No "${key}.other" text for a count`);
  return fillIn(text, { count, ...values });
}

/** A piece of copy cut at its placeholders: text, and the names where something else goes. */
export type CopyPart = { text: string } | { name: string };

/**
 * The text cut at each {name}, for copy with elements inside a sentence (a link, a key to press):
 * the sentence stays whole in content and the code puts each element where its name stands.
 */
export function copyParts(text: string): CopyPart[] {
  const parts: CopyPart[] = [];
  let last = 0;
  for (const match of text.matchAll(placeholder)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ name: match[1]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
