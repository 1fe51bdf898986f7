/**
 * An island carries only the words it shows: its module lists their keys, and the page hands it
 * those of its area's strings, so a page's HTML never holds words no part of it uses.
 */
export function pickWords<W extends Readonly<Record<string, string>>, K extends keyof W>(words: W, keys: readonly K[]): Pick<W, K> {
  return Object.fromEntries(keys.map((key) => [key, words[key]])) as Pick<W, K>;
}
