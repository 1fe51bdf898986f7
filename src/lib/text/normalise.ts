/**
 * Strings made comparable, written once: what a visitor types against what the content says, and
 * a URL's path against the paths the site links to.
 */

/**
 * Text as searches compare it: trimmed, inner runs of white space (newlines included) folded to one
 * space, lower-cased. So "  F-1   Visa " finds "f-1 visa", and a normalised text never holds a newline.
 */
export function normaliseText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/**
 * A page's path as the site links to it: no `.html` (pages are built as files), no trailing
 * `/index`, no trailing slash; the home page is "/". So "/about.html" and "/about/" both read "/about".
 */
export function pagePath(pathname: string): string {
  return pathname.replace(/\.html$/, '').replace(/\/index$/, '').replace(/\/+$/, '') || '/';
}
