/**
 * An area's strings as islands and their logic receive them (src/content/strings/<lang>/<area>.json):
 * a flat object of texts by key. `say` looks a text up and fills in its {placeholders}; a key the
 * file lacks is a mistake in code, so it throws naming the key instead of showing nothing.
 */
import { fillIn, type PlaceholderValues } from './placeholders';

export type Words = Readonly<Record<string, string>>;

export function say(words: Words, key: string, values: PlaceholderValues = {}): string {
  const text = words[key];
  if (text === undefined) throw new Error(`No text for "${key}" in this area's strings`);
  return fillIn(text, values);
}

/**
 * A count in words with other values beside it: the text for the count's plural form ("<key>.one",
 * "<key>.other") by the rules of the strings' "locale" (an area that counts must name its locale).
 */
export function sayCount(words: Words, key: string, count: number, values: PlaceholderValues = {}): string {
  const form = new Intl.PluralRules(say(words, 'locale')).select(count);
  return say(words, `${key}.${form}` in words ? `${key}.${form}` : `${key}.other`, { ...values, count });
}

/**
 * An island carries only the words it shows: its module lists their keys, and the page hands it
 * those of its area's strings, so a page's HTML never holds words no part of it uses.
 */
export function pickWords<W extends Readonly<Record<string, string>>, K extends keyof W>(words: W, keys: readonly K[]): Pick<W, K> {
  return Object.fromEntries(keys.map((key) => [key, words[key]])) as Pick<W, K>;
}
