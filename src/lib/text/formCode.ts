/**
 * A form's or a visa's code with a hyphen before its number (F-1, I-20, DS-160, H-1B): one to three
 * capitals, a hyphen, a number and perhaps a capital. Browsers may end a line after any hyphen, so such
 * a code is kept on one line wherever page text shows it.
 */
export const formCode = /(?<![\p{L}\p{N}-])[A-Z]{1,3}-\d{1,4}[A-Z]?(?![\p{L}\p{N}-])/gu;

/** The text in pieces, in order, each code a piece of its own: "Form I-20 now" → "Form ", "I-20", " now". */
export function formCodeParts(text: string): { text: string; code: boolean }[] {
  return text
    .split(new RegExp(`(${formCode.source})`, 'u'))
    .map((piece, i) => ({ text: piece, code: i % 2 === 1 }))
    .filter((piece) => piece.text !== '');
}
