/**
 * What a serving configuration (the site's is src/config/serving.ts) means for one response: which
 * headers it carries, its Cache-Control and its Content-Type. The generated host files follow these
 * rules, and the tests hold nginx to them.
 */

/**
 * A block of headers for the paths a pattern matches, like a block of a Netlify `_headers` file:
 * an exact path (`/admin`, which also covers /admin.html and /admin/) or a folder ending in `/*`
 * (`/_astro/*`; `/*` is every path).
 */
export interface HeaderRule {
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** A permanent move between two paths; the query string travels with it. */
export interface Redirect {
  readonly from: string;
  readonly to: string;
  readonly status: 301 | 308;
}

/** How a site is served: what src/config/serving.ts exports. */
export interface ServingConfig {
  /** Broadest first; a later rule wins a header an earlier one also sets. */
  readonly headerRules: readonly HeaderRule[];
  /** Cache-Control where no header rule sets one, by what the response is. */
  readonly defaultCaching: { readonly html: string; readonly redirect: string; readonly other: string };
  readonly redirects: readonly Redirect[];
  /** Content type by file extension. */
  readonly contentTypes: Readonly<Record<string, string>>;
  /** Content type of paths whose extension does not tell it. */
  readonly pathContentTypes: Readonly<Record<string, string>>;
  /** Types sent with `; charset=utf-8`. */
  readonly utf8ContentTypes: readonly string[];
  /** The 404 page of each folder with its own (a language's), most specific first; `/` last. */
  readonly notFoundPages: readonly NotFoundPage[];
  /** How the names of files never served end ('.bak', '~'). */
  readonly privateFileEndings: readonly string[];
}

/** A missing address under `folder` ('/hi/') answers 404 with `page` ('/hi/404', the file /hi/404.html). */
export interface NotFoundPage {
  readonly folder: string;
  readonly page: string;
}

/** What a response is, for caching: a page (HTML), a redirect, or any other file. */
export type ResponseKind = keyof ServingConfig['defaultCaching'];

/**
 * Throws unless a header-rule pattern is one every host reads the same way: `/*`, a folder ending
 * in `/*`, or an exact path (no other wildcard, placeholder, extension or trailing slash).
 */
export function checkPattern(pattern: string): void {
  const ok = pattern === '/*' || /^(\/[A-Za-z0-9_.~-]+)+(\/\*)?$/.test(pattern) || pattern === '/';
  if (!ok || /\.html$/.test(pattern)) {
    throw new Error(`Header rule path "${pattern}": use /*, /folder/* or an exact path like /admin`);
  }
}

/** Throws on a value a host file could not carry (a line break, or characters nginx would read as syntax). */
export function checkValue(what: string, value: string): void {
  if (/[\p{Cc}"\\$]/u.test(value)) throw new Error(`${what}: ${JSON.stringify(value)} has a line break, quote, backslash or $`);
}

/** Throws unless a path is plain: no host, query, placeholder or character a host file would read as syntax. */
export function checkPlainPath(what: string, path: string): void {
  if (!/^\/[A-Za-z0-9_.~/-]*$/.test(path) || path.includes('//')) throw new Error(`${what}: "${path}" is not a plain path`);
}

/** Throws unless a redirect joins two plain paths (the query string is appended by every host). */
export function checkRedirect({ from, to }: Redirect): void {
  for (const path of [from, to]) checkPlainPath(`Redirect ${from} -> ${to}`, path);
  if (from === to) throw new Error(`Redirect ${from} -> ${to} goes nowhere`);
}

/**
 * Whether a pattern covers a request path. `/x/*` covers everything under /x/; an exact `/x` also
 * covers the addresses that serve or lead to the same page: /x.html, /x/ and /x/index.html.
 */
export function pathMatches(pattern: string, path: string): boolean {
  checkPattern(pattern);
  if (pattern.endsWith('/*')) return path.startsWith(pattern.slice(0, -1));
  if (pattern === '/') return path === '/' || path === '/index.html';
  return [pattern, `${pattern}.html`, `${pattern}/`, `${pattern}/index.html`].includes(path);
}

/** The headers the rules give a path: every matching rule in order, a later one winning a name. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => pathMatches(rule.path, path)).map((rule) => rule.headers));
}

/** Every header of a response, Cache-Control included (by kind, unless a rule sets it). */
export function responseHeaders(
  { headerRules, defaultCaching }: Pick<ServingConfig, 'headerRules' | 'defaultCaching'>,
  path: string,
  kind: ResponseKind,
): Record<string, string> {
  const headers = headersFor(headerRules, path);
  return 'Cache-Control' in headers ? headers : { ...headers, 'Cache-Control': defaultCaching[kind] };
}

/** The Content-Type a file is served with, charset included for text. */
export function contentTypeFor(
  { contentTypes, pathContentTypes, utf8ContentTypes }: Pick<ServingConfig, 'contentTypes' | 'pathContentTypes' | 'utf8ContentTypes'>,
  path: string,
): string {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  const type = pathContentTypes[path] ?? contentTypes[extension] ?? 'application/octet-stream';
  return utf8ContentTypes.includes(type) ? `${type}; charset=utf-8` : type;
}
