/**
 * A page in another language links to the pages of its own language. Pages are written once and
 * rendered again for each language (astro.config.mjs, i18n), so their links name the English
 * addresses; after the build, in each page under /<lang>/, every internal address that names a page
 * with a twin in that language gets the language's prefix: link and form targets (`href`, `action`)
 * and the addresses an island receives in its props (never its words). Links that choose a language themselves (the
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
// An island's props are JSON, escaped as Astro escapes an attribute.
const islandProps = /(<astro-island\b[^>]*?\sprops=")([^"]*)"/g;
const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#39;': "'", '&quot;': '"' };
const escapes = Object.fromEntries(Object.entries(entities).map(([entity, char]) => [char, entity]));
// The words an island shows come in its `s` prop: a word such as the search's key "/" is no address.
const wordsProp = 's';

/** Every string in a JSON value moved by `move`. */
const moved = (value: unknown, move: (text: string) => string): unknown =>
  typeof value === 'string'
    ? move(value)
    : Array.isArray(value)
      ? value.map((item) => moved(item, move))
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, moved(item, move)]))
        : value;

/** An island's props with the addresses they hold moved by `move`, its words left as they are. */
function localiseProps(escaped: string, move: (address: string) => string): string {
  const props = JSON.parse(escaped.replace(/&(?:amp|lt|gt|#39|quot);/g, (entity) => entities[entity]!)) as Record<string, unknown>;
  const addresses = (text: string) => (text.startsWith('/') ? move(text) : text);
  const localised = Object.fromEntries(Object.entries(props).map(([key, value]) => [key, key === wordsProp ? value : moved(value, addresses)]));
  return JSON.stringify(localised).replace(/[&<>'"]/g, (char) => escapes[char]!);
}

/** The page's HTML with its internal addresses moved to `lang` (see above). */
export function localiseLinks(html: string, lang: string, hasTwin: (path: string) => boolean): string {
  const move = (address: string) => addressIn(address.replaceAll('&amp;', '&'), lang, hasTwin).replaceAll('&', '&amp;');
  return html
    .replace(tag, (whole) => (/\sdata-lang-link\b|\shreflang=/i.test(whole) ? whole : whole.replace(target, (_, before: string, address: string) => `${before}${move(address)}"`)))
    .replace(islandProps, (_, before: string, props: string) => `${before}${localiseProps(props, (address) => addressIn(address, lang, hasTwin))}"`);
}
