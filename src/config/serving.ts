/**
 * How the built site is served, written once: HTTP headers, caching, redirects and content types.
 * The build turns this module into dist/_headers and dist/_redirects (read by Netlify and Cloudflare
 * Pages) and into the nginx include (deploy/nginx/generated/), so the hosts cannot drift apart; the
 * content admin's origin (dist-admin/) gets its own _headers and deploy/nginx/generated/admin/.
 * Edit here, never the generated files.
 */

import { defaultLang, langCodes } from './languages';

/** Cache-Control values, named for what they promise the browser. */
export const cachePolicies = {
  /** A year, never revalidated: hashed files get a new name whenever their content changes. */
  immutable: 'public, max-age=31536000, immutable',
  /** Kept, but revalidated on every visit (a 304 costs a few bytes): a new post shows at once. */
  revalidate: 'no-cache',
  /** An hour: files under fixed names (icons, the hero video, feeds, robots.txt) and redirects. */
  short: 'public, max-age=3600',
} as const;

/**
 * The Cache-Control a response gets when no header rule below sets one: HTML (every page and the
 * 404 page) is revalidated; redirects and every other file are kept an hour. Static hosts cannot
 * tell HTML from other files by path, so dist/_headers leaves this to their default (revalidate).
 */
export const defaultCaching = {
  html: cachePolicies.revalidate,
  redirect: cachePolicies.short,
  other: cachePolicies.short,
} as const;

/**
 * Sent with every response: pages, assets, redirects and errors.
 * The pages' own Content-Security-Policy (scripts, styles, third parties) is a <meta> tag Astro
 * writes into each page (astro.config.mjs `security.csp`); a <meta> policy cannot say who may frame
 * the page, so that part travels here as an HTTP header.
 */
const securityHeaders = {
  // No site may frame these pages (clickjacking).
  'Content-Security-Policy': "frame-ancestors 'none'",
  // The same, for browsers older than CSP frame-ancestors.
  'X-Frame-Options': 'DENY',
  // Browsers trust our Content-Type and never guess (a text file must not run as a script).
  'X-Content-Type-Options': 'nosniff',
  // Other sites learn our origin, never the page address (it may carry a search).
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Nothing on the site uses the camera, microphone, location, payments or USB: no embed may ask.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  // HTTPS only, for two years, subdomains included (browsers ignore it over plain HTTP). `preload`
  // asks browsers to ship the domain as HTTPS-only, which takes months to undo and binds every
  // subdomain: only when the deployer opts in with HSTS_PRELOAD=on at build time (docs/deploy.md).
  'Strict-Transport-Security': `max-age=63072000; includeSubDomains${process.env.HSTS_PRELOAD === 'on' ? '; preload' : ''}`,
  // Windows of other origins (ones we open, or ones that open us) get no handle to this page.
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/**
 * Header rules, broadest first, like the blocks of a Netlify `_headers` file. `path` is an exact
 * path (`/admin`, which also covers /admin.html and /admin/) or a folder ending in `/*`
 * (`/_astro/*`; `/*` is every path). Every rule that matches a path applies; where two set the
 * same header the later one wins (Netlify and our nginx). Cloudflare Pages joins such values with
 * a comma instead, which for Content-Security-Policy enforces both policies: so a path-specific
 * CSP (a CMS page, say) must keep frame-ancestors 'none', and no other header may be set by two
 * rules that match the same path (tests/unit/serving/rules.test.ts checks both).
 * An error answer (404) carries the headers of the error page, /404.
 */
export const headerRules = [
  { path: '/*', headers: securityHeaders },
  // Hashed build assets: the name changes whenever the content does.
  { path: '/_astro/*', headers: { 'Cache-Control': cachePolicies.immutable } },
  // The site-search index's chunks and result fragments: Pagefind names each by a hash of its content,
  // and a new index points to new names. Its fixed-name files beside them (pagefind.js, the WebAssembly,
  // pagefind-entry.json, which it fetches with a fresh query string on every load) keep the short default.
  { path: '/pagefind/index/*', headers: { 'Cache-Control': cachePolicies.immutable } },
  { path: '/pagefind/fragment/*', headers: { 'Cache-Control': cachePolicies.immutable } },
] as const;

/**
 * The content admin's own origin (its own host name, e.g. admin.<domain>, serving dist-admin/): the
 * editors' GitHub token lives in its localStorage, out of reach of every script the public pages
 * load. Its pages and files get the site's security headers, with two differences: it signs editors
 * in through a GitHub pop-up window, which `same-origin` would cut off from the page that opened it,
 * and no search engine indexes any of it. Its page is revalidated; every file under /_admin/ is
 * named by its content. (Its Content-Security-Policy is a <meta> tag in the page.)
 */
export const adminHeaderRules = [
  {
    path: '/*',
    headers: { ...securityHeaders, 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups', 'X-Robots-Tag': 'noindex, nofollow' },
  },
  { path: '/_admin/*', headers: { 'Cache-Control': cachePolicies.immutable } },
] as const;

/**
 * Permanent redirects (301 or 308) of addresses people and tools try; the query string travels
 * with them. Host-wide address rules are the server's own job and are not listed: /about.html and
 * /about/ go to /about, /index.html to / (Netlify, Cloudflare Pages and deploy/nginx/server.conf
 * all do this).
 */
export const redirects = [
  // Posts live under /blog/<slug> and the list at /blogs: trimming a post's address leads to the list.
  { from: '/blog', to: '/blogs', status: 301 },
  // Crawlers and people try /sitemap.xml first; the site publishes an index of sitemaps.
  { from: '/sitemap.xml', to: '/sitemap-index.xml', status: 301 },
] as const;

/**
 * The 404 page a missing address gets: under a language's folder, that language's (/hi/404.html),
 * elsewhere the site's (/404.html). Neither has an address of its own.
 */
export const notFoundPages = [
  ...langCodes.filter((code) => code !== defaultLang).map((code) => ({ folder: `/${code}/`, page: `/${code}/404` })),
  { folder: '/', page: '/404' },
];

/**
 * Files never served, whatever lands beside the build: backup, source, editor and log files
 * (about.html.bak, notes.txt~, #draft#, dump.sql, .page.swp), by how their name ends: h5bp's
 * security_file_access.conf list, with .env. They answer 404 like any missing address, not 403,
 * which would tell that they exist. Dot-files (/.env, /.git/) are refused by the servers' own rule
 * (deploy/nginx/server.conf). Only nginx reads this list: Netlify's and Cloudflare's rules cannot
 * match the end of a name.
 */
export const privateFileEndings = [
  '~',
  '#',
  '.bak',
  '.conf',
  '.dist',
  '.env',
  '.fla',
  '.inc',
  '.ini',
  '.log',
  '.orig',
  '.psd',
  '.sh',
  '.sql',
  '.swo',
  '.swp',
] as const;

/**
 * Content types by file extension. Static hosts know these; nginx's own mime.types (Debian 1.22)
 * lacks .webmanifest and calls .js application/javascript, so our nginx uses exactly this list.
 */
export const contentTypes = {
  html: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  mjs: 'text/javascript',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
  xml: 'application/xml',
  txt: 'text/plain',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
} as const;

/** Files whose type their extension does not tell: the blog feed is RSS, not any XML. */
export const pathContentTypes = {
  '/rss.xml': 'application/rss+xml',
} as const;

/** Our text is UTF-8: these types say so (`; charset=utf-8`), so no browser guesses. */
export const utf8ContentTypes = [
  'text/html',
  'text/css',
  'text/javascript',
  'text/plain',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'application/rss+xml',
  'image/svg+xml',
] as const;

/**
 * Extensions the build stores precompressed (file.br and file.gz next to file): text that
 * compresses well. Images, fonts and video are compressed already.
 */
export const precompressedExtensions = ['html', 'css', 'js', 'svg', 'xml', 'json', 'webmanifest'] as const;
