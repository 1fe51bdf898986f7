/**
 * Page copy lives in content, but some of its words are computed (a figure, a count, the reply
 * time): editors write a named placeholder such as "{count}" and the page fills it in. A placeholder
 * the page has no value for fails the build, so a typo never reaches a visitor as "{cuont}".
 */
export type PlaceholderValues = Readonly<Record<string, string | number>>;

const placeholder = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The text with each {name} replaced by its value. */
export function fillIn(text: string, values: PlaceholderValues): string {
  return text.replace(placeholder, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`"{${name}}" has no value here (values: ${Object.keys(values).join(', ') || 'none'})`);
    return String(value);
  });
}

/** Every text in a piece of copy (nested objects and lists alike) with its placeholders filled in. */
export function fillInAll<T>(copy: T, values: PlaceholderValues): T {
  if (typeof copy === 'string') return fillIn(copy, values) as T;
  if (Array.isArray(copy)) return copy.map((item: unknown) => fillInAll(item, values)) as T;
  if (copy && typeof copy === 'object') {
    return Object.fromEntries(Object.entries(copy).map(([key, value]) => [key, fillInAll(value, values)])) as T;
  }
  return copy;
}

/**
 * A count in words: strings keep one text per plural form as "<key>.one", "<key>.other" (and any
 * other form the language's rules name), and the form for the count is filled in with {count}.
 */
export function plural(texts: Readonly<Record<string, string>>, key: string, count: number, locale = 'en'): string {
  const form = new Intl.PluralRules(locale).select(count);
  const text = texts[`${key}.${form}`] ?? texts[`${key}.other`];
  if (text === undefined) throw new Error(`No "${key}.other" text for a count`);
  return fillIn(text, { count });
}
