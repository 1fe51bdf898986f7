/**
 * A page in another language links to the pages of its own language. Pages are written once and
 * rendered again for each language (astro.config.mjs, i18n), so their links name the English
 * addresses; after the build, in each page under /<lang>/, every internal address that names a page
 * with a twin in that language gets the language's prefix: link and form targets (`href`, `action`)
 * and the addresses an island receives in its props. Links that choose a language themselves (the
 * language switch, "read the English version", marked `data-lang-link`; `hreflang` alternates) keep
 * theirs, and an address with no twin (an image, a feed, a file) stays as it is.
 */

/** An address's path, and what follows it (query, fragment). */
const split = (address: string) => {
  const at = address.search(/[?#]/);
  return at === -1 ? { path: address, rest: '' } : { path: address.slice(0, at), rest: address.slice(at) };
};

/**
 * `address` in `lang` when the page it names has a twin there: /about → /hi/about, / → /hi,
 * /contact?purpose=visa → /hi/contact?purpose=visa; otherwise unchanged.
 */
export function addressIn(address: string, lang: string, hasTwin: (path: string) => boolean): string {
  if (!address.startsWith('/') || address.startsWith('//')) return address;
  const { path, rest } = split(address);
  const twin = path === '/' ? `/${lang}` : `/${lang}${path}`;
  return hasTwin(twin) ? `${twin}${rest}` : address;
}

const tag = /<(a|area|form|link)\b[^>]*>/gi;
const target = /(\s(?:href|action)=")([^"]*)"/gi;
// An island's props are HTML-escaped JSON in which a string is [0,"…"].
const islandProps = /(<astro-island\b[^>]*?\sprops=")([^"]*)"/g;
const propString = /\[0,&quot;(\/(?:(?!&quot;)[^"])*)&quot;\]/g;

/** The page's HTML with its internal addresses moved to `lang` (see above). */
export function localiseLinks(html: string, lang: string, hasTwin: (path: string) => boolean): string {
  const move = (address: string) => addressIn(address.replaceAll('&amp;', '&'), lang, hasTwin).replaceAll('&', '&amp;');
  return html
    .replace(tag, (whole) => (/\sdata-lang-link\b|\shreflang=/i.test(whole) ? whole : whole.replace(target, (_, before: string, address: string) => `${before}${move(address)}"`)))
    .replace(islandProps, (_, before: string, props: string) => `${before}${props.replace(propString, (__, address: string) => `[0,&quot;${move(address)}&quot;]`)}"`);
}
