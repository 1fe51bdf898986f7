/**
 * What src/config/serving.ts means for one response: which headers it carries, its Cache-Control
 * and its Content-Type. The generated host files follow these rules, and the tests hold nginx to them.
 */
import {
  contentTypes,
  defaultCaching,
  headerRules,
  pathContentTypes,
  utf8ContentTypes,
  type HeaderRule,
  type Redirect,
} from '../../config/serving';

/** What a response is, for caching: a page (HTML), a redirect, or any other file. */
export type ResponseKind = keyof typeof defaultCaching;

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
  if (/[\u0000-\u001f\u007f"\\$]/.test(value)) throw new Error(`${what}: ${JSON.stringify(value)} has a line break, quote, backslash or $`);
}

/** Throws unless a redirect joins two plain paths (the query string is appended by every host). */
export function checkRedirect({ from, to }: Redirect): void {
  for (const path of [from, to]) {
    if (!/^\/[A-Za-z0-9_.~/-]*$/.test(path) || path.includes('//')) throw new Error(`Redirect ${from} -> ${to}: "${path}" is not a plain path`);
  }
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
export function headersFor(path: string, rules: readonly HeaderRule[] = headerRules): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => pathMatches(rule.path, path)).map((rule) => rule.headers));
}

/** Every header of a response, Cache-Control included (by kind, unless a rule sets it). */
export function responseHeaders(path: string, kind: ResponseKind, rules: readonly HeaderRule[] = headerRules): Record<string, string> {
  const headers = headersFor(path, rules);
  return 'Cache-Control' in headers ? headers : { ...headers, 'Cache-Control': defaultCaching[kind] };
}

/** The Content-Type a file is served with, charset included for text. */
export function contentTypeFor(path: string): string {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  const type: string =
    (pathContentTypes as Record<string, string>)[path] ??
    (contentTypes as Record<string, string>)[extension] ??
    'application/octet-stream';
  return (utf8ContentTypes as readonly string[]).includes(type) ? `${type}; charset=utf-8` : type;
}
