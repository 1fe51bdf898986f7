/**
 * A count that opens a sentence: "Four" for 4, given the words for 0, 1, 2 … in order; a count past
 * the last word stays in digits, as in print.
 */
export function countWord(count: number, words: readonly string[]): string {
  return words[count] ?? String(count);
}

/** The strings keys (common area) of those words, 0 to 12, in order. */
export const countWordKeys = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'].map(
  (n) => `count.${n}` as const,
);
