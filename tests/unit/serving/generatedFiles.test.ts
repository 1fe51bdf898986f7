import { describe, expect, it } from 'vitest';
import * as serving from '../../../src/config/serving';
import { headersFile, redirectsFile } from '../../../src/lib/serving/hostFiles';
import { adminNginxFiles, nginxFiles } from '../../../src/lib/serving/nginx';
import { headersFor, type HeaderRule, type Redirect } from '../../../src/lib/serving/rules';

const { headerRules, notFoundPages, privateFileEndings, redirects } = serving;

// The host files for Netlify and Cloudflare Pages are read back as those hosts read them and must say
// exactly what src/config/serving.ts says. What nginx sends with its files (headers, caching,
// redirects, 404 pages, types, compression) is tested through nginx itself, in tests/http.

const adminRules: HeaderRule[] = [
  ...headerRules,
  { path: '/admin', headers: { 'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'", 'X-Robots-Tag': 'noindex' } },
  { path: '/admin/assets/*', headers: { 'Cache-Control': 'public, max-age=60' } },
];

/** `_headers` as Netlify reads it: path lines, then indented `Name: value` lines. */
function parseHeadersFile(text: string): { path: string; headers: Record<string, string> }[] {
  const blocks: { path: string; headers: Record<string, string> }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) blocks.push({ path: line.trim(), headers: {} });
    else {
      const [, name, value] = line.match(/^\s+([^:]+):\s*(.*)$/)!;
      blocks.at(-1)!.headers[name] = value;
    }
  }
  return blocks;
}

/** Netlify's reading of `_headers` for one path: blocks in order, a later one winning a name. */
function netlifyHeaders(blocks: ReturnType<typeof parseHeadersFile>, path: string): Record<string, string> {
  const matches = (pattern: string) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path);
  return Object.assign({}, ...blocks.filter((b) => matches(b.path)).map((b) => b.headers));
}

/** Request paths of every kind: pages, the 404 page, a page's .html address, assets, a video, an admin page. */
const paths = [
  '/',
  '/about',
  '/404',
  '/about.html',
  '/_astro/client.js',
  '/favicon.svg',
  '/assets/hero-loop.mp4',
  '/admin',
  '/admin/',
  '/admin/assets/app.js',
];

describe('dist/_headers', () => {
  for (const [name, rules] of [
    ['the site rules', headerRules],
    ['rules with a CMS page', adminRules],
  ] as const) {
    it(`gives every path the headers of ${name}, as Netlify reads it`, () => {
      const blocks = parseHeadersFile(headersFile(rules));
      for (const path of paths) {
        const served = netlifyHeaders(blocks, path);
        // Netlify redirects .html addresses itself, so those need no block of their own.
        if (!path.endsWith('.html')) expect(served, path).toEqual(headersFor(rules, path));
      }
    });
  }

  it('says where it comes from', () => {
    expect(headersFile(headerRules).split('\n')[0]).toMatch(/^# .*src\/config\/serving\.ts/);
  });

  it('refuses a rule no host could read', () => {
    expect(() => headersFile([{ path: '/blog/:slug', headers: { A: 'b' } }])).toThrow();
    expect(() => headersFile([{ path: '/*', headers: { A: 'two\nlines' } }])).toThrow();
  });
});

describe('dist/_redirects', () => {
  it('lists every redirect as `from to status`', () => {
    const lines = redirectsFile(redirects)
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/\s+/));
    expect(lines).toEqual(redirects.map((r) => [r.from, r.to, String(r.status)]));
  });

  it('refuses a redirect to another host', () => {
    expect(() => redirectsFile([{ from: '/x', to: 'https://elsewhere.example/', status: 301 }])).toThrow();
  });

  it("answers a missing address under a language's folder with that folder's 404 page", () => {
    const lines = redirectsFile(redirects, notFoundPages)
      .split('\n')
      .filter((line) => line.endsWith(' 404'));
    const ownPages = notFoundPages.filter(({ folder }) => folder !== '/');
    expect(ownPages.length).toBeGreaterThan(0);
    expect(lines).toEqual(ownPages.map(({ folder, page }) => `${folder}* ${page}.html 404`));
  });
});

describe('the nginx include', () => {
  it('answers 404 for every private file ending, whatever its case, and for no ordinary address', () => {
    for (const [files, include] of [
      [nginxFiles(serving), 'site/generated'],
      [adminNginxFiles(serving), 'site/generated/admin'],
    ] as const) {
      const [, pattern, body] = files['routes.conf'].match(/^location ~\* "([^"]+)" \{\n([^}]*)\}/m)!;
      expect(body).toBe(`    include ${include}/headers.conf;\n    return 404;\n`);
      const matches = new RegExp(pattern!, 'i');
      for (const ending of privateFileEndings) {
        for (const path of [`/about.html${ending}`, `/_astro/app.js${ending}`, `/notes${ending.toUpperCase()}`])
          expect(matches.test(path), path).toBe(true);
      }
      for (const path of [
        '/',
        '/about',
        '/hi/blog/visa-checklist',
        '/_astro/app.A1b2.js',
        '/rss.xml',
        '/sitemap-index.xml',
        '/pagefind/pagefind-entry.json',
        '/bash-guide',
        '/logs',
      ]) {
        expect(matches.test(path), path).toBe(false);
      }
    }
  });

  it('refuses a private file ending nginx would read as syntax or as a pattern', () => {
    for (const ending of ['.b$k', 'bak', '.*', '.bak"'])
      expect(() => nginxFiles({ ...serving, privateFileEndings: [ending] }), ending).toThrow(/Private file ending/);
  });

  it('refuses values nginx would read as syntax', () => {
    const bad: Redirect[] = [{ from: '/x', to: '/y$z', status: 301 }];
    expect(() => nginxFiles({ ...serving, redirects: bad })).toThrow();
    expect(() => nginxFiles({ ...serving, headerRules: [{ path: '/*', headers: { 'X-Test': 'a "quoted" value' } }] })).toThrow();
  });
});
