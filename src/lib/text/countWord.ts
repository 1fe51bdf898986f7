const words = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'];

/** A count that opens a sentence: "Four" for 4; numbers past twelve stay in digits, as in print. */
export function countWord(count: number): string {
  return words[count] ?? String(count);
}
