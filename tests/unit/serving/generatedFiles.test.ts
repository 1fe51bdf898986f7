import { describe, expect, it } from 'vitest';
import * as serving from '../../../src/config/serving';
import { headersFile, redirectsFile } from '../../../src/lib/serving/hostFiles';
import { adminNginxFiles, nginxFiles } from '../../../src/lib/serving/nginx';
import { headersFor, responseHeaders, type HeaderRule, type Redirect, type ResponseKind } from '../../../src/lib/serving/rules';

const { contentTypes, headerRules, notFoundPages, pathContentTypes, privateFileEndings, redirects, utf8ContentTypes } = serving;

// The generated host files are read back and must say exactly what src/config/serving.ts says.

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

/** The nginx maps of http.conf: variable → ordered [regex, value] list and default. */
function parseMaps(text: string) {
  const maps = new Map<string, { source: string; entries: [RegExp, string][]; fallback: string }>();
  for (const [, source, variable, body] of text.matchAll(/^map ("[^"]*"|\S+) (\$\w+) \{\n([\s\S]*?)\n\}/gm)) {
    const entries: [RegExp, string][] = [];
    let fallback = '';
    for (const [, key, value] of body.matchAll(/^\s+(default|"[^"]*") ("[^"]*"|\$\w+);/gm)) {
      const v = value.startsWith('"') ? value.slice(1, -1) : value;
      if (key === 'default') fallback = v;
      else entries.push([new RegExp(key.slice(2, -1)), v]);
    }
    maps.set(variable, { source: source.replace(/"/g, ''), entries, fallback });
  }
  return maps;
}

/**
 * What nginx would send for a response, by evaluating the generated maps the way nginx does
 * (first matching regex, else the default; a $variable value is looked up in turn).
 */
function nginxHeaders(files: Record<string, string>, vars: { uri: string; status: number }): Record<string, string> {
  const maps = parseMaps(files['http.conf']);
  const evaluate = (variable: string): string => {
    const map = maps.get(variable)!;
    const input = map.source.replace('$status', String(vars.status)).replace('$uri', vars.uri);
    const value = map.entries.find(([regex]) => regex.test(input))?.[1] ?? map.fallback;
    return value.startsWith('$') ? evaluate(value) : value;
  };
  const headers: Record<string, string> = {};
  for (const [, name, variable] of files['headers.conf'].matchAll(/^add_header (\S+) (\$\w+) always;$/gm)) {
    const value = evaluate(variable);
    if (value) headers[name] = value; // nginx sends no header for an empty value
  }
  return headers;
}

/** Request path, the file nginx serves for it ($uri), status, and what the response is. */
const responses: [string, string, number, ResponseKind][] = [
  ['/', '/index.html', 200, 'html'],
  ['/about', '/about.html', 200, 'html'],
  ['/404', '/404.html', 404, 'html'],
  ['/about.html', '/about.html', 301, 'redirect'],
  ['/_astro/client.js', '/_astro/client.js', 200, 'other'],
  ['/_astro/client.js', '/_astro/client.js', 304, 'other'],
  ['/favicon.svg', '/favicon.svg', 200, 'other'],
  ['/assets/hero-loop.mp4', '/assets/hero-loop.mp4', 206, 'other'],
  ['/admin', '/admin.html', 200, 'html'],
  ['/admin/', '/admin/index.html', 200, 'html'],
  ['/admin/assets/app.js', '/admin/assets/app.js', 200, 'other'],
];

describe('dist/_headers', () => {
  for (const [name, rules] of [
    ['the site rules', headerRules],
    ['rules with a CMS page', adminRules],
  ] as const) {
    it(`gives every path the headers of ${name}, as Netlify reads it`, () => {
      const blocks = parseHeadersFile(headersFile(rules));
      for (const [path] of responses) {
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
    const lines = redirectsFile(redirects, notFoundPages).split('\n').filter((line) => line.endsWith(' 404'));
    const ownPages = notFoundPages.filter(({ folder }) => folder !== '/');
    expect(ownPages.length).toBeGreaterThan(0);
    expect(lines).toEqual(ownPages.map(({ folder, page }) => `${folder}* ${page}.html 404`));
  });
});

describe('the nginx include', () => {
  for (const [name, rules] of [
    ['the site rules', headerRules],
    ['rules with a CMS page', adminRules],
  ] as const) {
    it(`sends the headers and Cache-Control of ${name} for pages, errors, redirects and files`, () => {
      const files = nginxFiles({ ...serving, headerRules: rules });
      for (const [path, uri, status, kind] of responses) {
        expect(nginxHeaders(files, { uri, status }), `${path} (${status})`).toEqual(responseHeaders({ ...serving, headerRules: rules }, path, kind));
      }
    });
  }

  it('still sends the site-wide headers on a request nginx rejects before it has a path', () => {
    const files = nginxFiles(serving);
    const rejected = nginxHeaders(files, { uri: '', status: 400 });
    for (const [name, value] of Object.entries(headersFor(headerRules, '/'))) expect(rejected[name], name).toBe(value);
  });

  it('adds every header always (404s too), with one add_header per map', () => {
    const files = nginxFiles({ ...serving, headerRules: adminRules });
    const lines = files['headers.conf'].split('\n').filter((line) => line.startsWith('add_header'));
    expect(lines.every((line) => line.endsWith(' always;'))).toBe(true);
    const variables = lines.map((line) => line.split(' ')[2]);
    expect(new Set(variables).size).toBe(lines.length);
    for (const variable of variables) expect(parseMaps(files['http.conf']).has(variable), variable).toBe(true);
  });

  it('redirects exactly the configured addresses, keeping the query string', () => {
    const routes = nginxFiles(serving)['routes.conf'];
    const found = [...routes.matchAll(/location = (\S+) \{\n[^}]*?return (30[18]) (\S+)\$is_args\$args;/g)].map(([, from, status, to]) => ({
      from,
      to,
      status: Number(status),
    }));
    expect(found).toEqual(redirects.map(({ from, to, status }) => ({ from, to, status })));
  });

  it("answers a missing address with its folder's 404 page, which has no address of its own", () => {
    const files = nginxFiles(serving);
    const map = files['http.conf'].match(/^map \$uri \$site_not_found_page \{\n([^}]*)\}/m)![1]!;
    const entries = map.split('\n').filter(Boolean).map((line) => line.trim().replace(/;$/, '').split(/\s+/));
    const [site, ...folders] = [...notFoundPages].reverse();
    expect(entries).toEqual([['default', `${site!.page}.html`], ...folders.reverse().map(({ folder, page }) => [`"~^${folder}"`, `${page}.html`])]);
    expect(files['routes.conf']).toMatch(/^error_page 404 \$site_not_found_page;$/m);
    for (const { page } of notFoundPages) {
      expect(files['routes.conf']).toContain(`location = ${page} {\n    include site/generated/headers.conf;\n    return 404;\n}`);
      expect(files['routes.conf']).toContain(`location = ${page}.html {\n    include site/generated/headers.conf;\n    internal;\n}`);
    }
  });

  it('types every extension as configured, names the charset of text, and types paths the extension cannot', () => {
    const routes = nginxFiles(serving)['routes.conf'];
    const block = routes.match(/^types \{\n([\s\S]*?)\n\}/m)![1];
    const typed = Object.fromEntries(
      block.split('\n').flatMap((line) => {
        const [type, ...extensions] = line.trim().replace(/;$/, '').split(/\s+/);
        return extensions.map((extension) => [extension, type]);
      }),
    );
    expect(typed).toEqual(contentTypes);
    const charsetTypes = routes.match(/^charset_types (.*);$/m)![1].split(' ');
    // nginx always counts text/html among them.
    expect(new Set([...charsetTypes, 'text/html'])).toEqual(new Set(utf8ContentTypes));
    expect(routes).toMatch(/^charset utf-8;$/m);
    for (const [path, type] of Object.entries(pathContentTypes)) {
      expect(routes).toContain(`location = ${path} {\n    include site/generated/headers.conf;\n    types { }\n    default_type ${type};\n}`);
    }
  });

  it('includes the header file in every location it writes', () => {
    const routes = nginxFiles(serving)['routes.conf'];
    const locations = routes.match(/^location [^{]*\{[^}]*?\n\}/gm) ?? [];
    expect(locations.length).toBeGreaterThan(0);
    for (const location of locations) expect(location, location).toContain('include site/generated/headers.conf;');
  });

  it('answers 404 for every private file ending, whatever its case, and for no ordinary address', () => {
    for (const [files, include] of [
      [nginxFiles(serving), 'site/generated'],
      [adminNginxFiles(serving), 'site/generated/admin'],
    ] as const) {
      const [, pattern, body] = files['routes.conf'].match(/^location ~\* "([^"]+)" \{\n([^}]*)\}/m)!;
      expect(body).toBe(`    include ${include}/headers.conf;\n    return 404;\n`);
      const matches = new RegExp(pattern!, 'i');
      for (const ending of privateFileEndings) {
        for (const path of [`/about.html${ending}`, `/_astro/app.js${ending}`, `/notes${ending.toUpperCase()}`]) expect(matches.test(path), path).toBe(true);
      }
      for (const path of ['/', '/about', '/hi/blog/visa-checklist', '/_astro/app.A1b2.js', '/rss.xml', '/sitemap-index.xml', '/pagefind/pagefind-entry.json', '/bash-guide', '/logs']) {
        expect(matches.test(path), path).toBe(false);
      }
    }
  });

  it('refuses a private file ending nginx would read as syntax or as a pattern', () => {
    for (const ending of ['.b$k', 'bak', '.*', '.bak"']) expect(() => nginxFiles({ ...serving, privateFileEndings: [ending] }), ending).toThrow(/Private file ending/);
  });

  it('refuses values nginx would read as syntax', () => {
    const bad: Redirect[] = [{ from: '/x', to: '/y$z', status: 301 }];
    expect(() => nginxFiles({ ...serving, redirects: bad })).toThrow();
    expect(() => nginxFiles({ ...serving, headerRules: [{ path: '/*', headers: { 'X-Test': 'a "quoted" value' } }] })).toThrow();
  });
});

describe("the admin origin's nginx include", () => {
  const files = adminNginxFiles(serving);

  it("sends the admin's headers and Cache-Control, from variables of its own", () => {
    const admin = { ...serving, headerRules: serving.adminHeaderRules };
    for (const [path, uri, status, kind] of [
      ['/', '/index.html', 200, 'html'],
      ['/_admin/cms-AbCd1234.js', '/_admin/cms-AbCd1234.js', 200, 'other'],
      ['/missing', '/missing', 404, 'other'],
    ] as const) {
      expect(nginxHeaders(files, { uri, status }), path).toEqual(responseHeaders(admin, path, kind));
    }
    expect(files['headers.conf']).not.toContain('$site_');
    expect(files['http.conf']).not.toContain('$site_');
  });

  it('keeps the host files private and redirects nothing; admin.conf answers its own 404s', () => {
    expect(files['routes.conf']).toContain('location = /_headers {\n    include site/generated/admin/headers.conf;\n    return 404;\n}');
    expect(files['routes.conf']).not.toMatch(/return 30[18]/);
    expect(files['routes.conf']).not.toContain('error_page');
  });

  it('gzips on the fly the text types, and only those', () => {
    for (const routes of [files['routes.conf'], nginxFiles(serving)['routes.conf']]) {
      const gzipTypes = routes.match(/^gzip_types (.*);$/m)![1].split(' ');
      // nginx always compresses text/html.
      expect(new Set([...gzipTypes, 'text/html'])).toEqual(new Set(utf8ContentTypes));
    }
  });
});
