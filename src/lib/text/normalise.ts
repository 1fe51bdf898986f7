/**
 * Strings made comparable, written once: what a visitor types against what the content says, and
 * a URL's path against the paths the site links to.
 */

/**
 * Text as searches compare it: trimmed, inner runs of white space (newlines included) folded to one
 * space, lower-cased. So "  F-1   Visa " finds "f-1 visa", and a normalised text never holds a newline.
 * Hindi is typed with and without the nukta ("वीजा" for "वीज़ा") and with an anusvara for a
 * chandrabindu ("पहुंच" for "पहुँच"), so the nukta is dropped and a chandrabindu read as an anusvara,
 * whether the letter was typed as one character or two.
 */
export function normaliseText(text: string): string {
  const hindiFolded = text
    .normalize('NFD')
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902')
    .normalize('NFC');
  return hindiFolded.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/**
 * A page's path as the site links to it: no `.html` (pages are built as files), no trailing
 * `/index`, no trailing slash; the home page is "/". So "/about.html" and "/about/" both read "/about".
 */
export function pagePath(pathname: string): string {
  return (
    pathname
      .replace(/\.html$/, '')
      .replace(/\/index$/, '')
      .replace(/\/+$/, '') || '/'
  );
}
