/**
 * A count that opens a sentence: "Four" for 4, given the words for 0, 1, 2 … in order; a count past
 * the last word stays in digits, as in print.
 */
export function countWord(count: number, words: readonly string[]): string {
  return words[count] ?? String(count);
}

const numerals = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'] as const;

/** The strings keys (common area) of those words, 0 to 12, in order. */
const countWordKeys = numerals.map((n) => `count.${n}` as const);

/** The strings keys (common area) of the words for every one of a count, 2 to 12: "Both", "All five" ("दोनों", "पाँचों"). */
const countAllKeys = (numerals.slice(2) as Exclude<(typeof numerals)[number], 'zero' | 'one'>[]).map((n) => `countAll.${n}` as const);

/** A language's words for counts (its common strings, which hold the keys above) and its locale. */
export interface CountWords {
  common: Readonly<Record<(typeof countWordKeys)[number] | (typeof countAllKeys)[number], string>>;
  locale: string;
}

/**
 * The ways copy names the length of a list called `name`: `{name}` opening a sentence or in a
 * title ("Six", "छह"), `{nameInSentence}` inside one ("six"), and `{nameAll}` for every one of them
 * ("All five", "पाँचों"). Past the words, digits.
 */
export function countForms(name: string, count: number, { common, locale }: CountWords): Record<string, string> {
  const word = countWord(
    count,
    countWordKeys.map((key) => common[key]),
  );
  const all = countAllKeys[count - 2];
  return {
    [name]: word,
    [`${name}InSentence`]: word.toLocaleLowerCase(locale),
    [`${name}All`]: all ? common[all] : String(count),
  };
}

/** The forms of several lists' counts at once, by the lists' names: `{ steps: 6, destinations: 5 }`. */
export function countValues(counts: Readonly<Record<string, number>>, words: CountWords): Record<string, string> {
  return Object.assign({}, ...Object.entries(counts).map(([name, count]) => countForms(name, count, words)));
}
