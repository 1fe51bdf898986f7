import { describe, expect, it, vi } from 'vitest';
import * as serving from '../../../src/config/serving';
import {
  checkPattern,
  checkRedirect,
  checkValue,
  contentTypeFor,
  headersFor,
  pathMatches,
  responseHeaders,
  type HeaderRule,
} from '../../../src/lib/serving/rules';
import { escapeRegExp } from '../../../src/lib/text/escapeRegExp';

const { adminHeaderRules, cachePolicies, contentTypes, headerRules, pathContentTypes, redirects } = serving;

/** A path-specific rule of the kind a CMS page would add: its own CSP, later in the list. */
const adminCsp = "default-src 'self'; script-src 'self'; frame-ancestors 'none'";
const withAdmin: HeaderRule[] = [...headerRules, { path: '/admin', headers: { 'Content-Security-Policy': adminCsp } }];

/** Paths a pattern covers, to test which rules can meet on one path. */
function samplePaths(pattern: string): string[] {
  if (pattern === '/*') return ['/', '/about', '/_astro/x.js'];
  if (pattern.endsWith('/*')) return [`${pattern.slice(0, -1)}probe`];
  return pattern === '/' ? ['/', '/index.html'] : [pattern, `${pattern}.html`, `${pattern}/`, `${pattern}/index.html`];
}

describe('header rules', () => {
  it('use only patterns every host reads the same way', () => {
    for (const rule of headerRules) expect(() => checkPattern(rule.path), rule.path).not.toThrow();
    for (const bad of ['/blog/:slug', '/*.js', '/about.html', '/about/', 'about', '/a/*/b']) expect(() => checkPattern(bad), bad).toThrow();
  });

  it('give every path, assets and errors included, the security headers the site promises', () => {
    for (const path of ['/', '/about', '/404', '/_astro/client.js', '/sitemap-index.xml', '/assets/hero-loop.mp4']) {
      const headers = headersFor(headerRules, path);
      expect(headers['Content-Security-Policy'], path).toMatch(/(^|;)\s*frame-ancestors 'none'\s*(;|$)/);
      expect(headers['X-Content-Type-Options'], path).toBe('nosniff');
      expect(headers['X-Frame-Options'], path).toBe('DENY');
      expect(headers['Referrer-Policy'], path).toBeTruthy();
      expect(headers['Permissions-Policy'], path).toMatch(/camera=\(\)/);
      expect(headers['Strict-Transport-Security'], path).toMatch(/max-age=\d{8,}/);
      expect(headers['Cross-Origin-Opener-Policy'], path).toBeTruthy();
    }
  });

  it('keep frame-ancestors in every Content-Security-Policy (Cloudflare joins overlapping policies)', () => {
    for (const rule of headerRules as readonly HeaderRule[]) {
      const csp = rule.headers['Content-Security-Policy'];
      if (csp !== undefined) expect(csp, rule.path).toMatch(/frame-ancestors 'none'/);
    }
  });

  it('never set one header in two rules that meet on a path, except CSP', () => {
    const rules: readonly HeaderRule[] = headerRules;
    for (const [i, a] of rules.entries()) {
      for (const b of rules.slice(i + 1)) {
        const meet = [...samplePaths(a.path), ...samplePaths(b.path)].some((p) => pathMatches(a.path, p) && pathMatches(b.path, p));
        if (!meet) continue;
        // A Cross-Origin-Opener-Policy set twice leaves Cloudflare's joined value invalid, which browsers
        // read as no policy: looser, never stricter, so only a page that must open pop-ups may do it.
        const loosens = (name: string) => name === 'Cross-Origin-Opener-Policy' && b.headers[name] === 'same-origin-allow-popups';
        const shared = Object.keys(a.headers).filter((name) => name in b.headers && name !== 'Content-Security-Policy' && !loosens(name));
        expect(shared, `${a.path} and ${b.path}`).toEqual([]);
      }
    }
  });

  it('carry values every host file can hold', () => {
    for (const rule of headerRules as readonly HeaderRule[]) {
      for (const [name, value] of Object.entries(rule.headers)) expect(() => checkValue(name, value)).not.toThrow();
    }
    for (const bad of ['a\nb', 'say "hi"', 'cost $5', 'back\\slash']) expect(() => checkValue('x', bad)).toThrow();
  });

  it('match exact paths with their .html, slash and folder-index addresses, and folders by prefix', () => {
    expect(pathMatches('/*', '/anything/at/all')).toBe(true);
    expect(pathMatches('/_astro/*', '/_astro/a.js')).toBe(true);
    expect(pathMatches('/_astro/*', '/_astro')).toBe(false);
    expect(pathMatches('/_astro/*', '/_astronaut.js')).toBe(false);
    for (const path of ['/admin', '/admin.html', '/admin/', '/admin/index.html']) expect(pathMatches('/admin', path), path).toBe(true);
    for (const path of ['/administer', '/admin/users', '/admin.htm']) expect(pathMatches('/admin', path), path).toBe(false);
    expect(pathMatches('/', '/index.html')).toBe(true);
    expect(pathMatches('/', '/about')).toBe(false);
  });

  it('let a later, path-specific rule win its header, leaving the others', () => {
    const admin = headersFor(withAdmin, '/admin');
    expect(admin['Content-Security-Policy']).toBe(adminCsp);
    expect(admin['X-Content-Type-Options']).toBe(headersFor(headerRules, '/admin')['X-Content-Type-Options']);
    expect(headersFor(withAdmin, '/about')).toEqual(headersFor(headerRules, '/about'));
  });
});

describe('caching', () => {
  it('keeps hashed assets a year without revalidation', () => {
    expect(responseHeaders(serving, '/_astro/client.js', 'other')['Cache-Control']).toBe(cachePolicies.immutable);
    expect(cachePolicies.immutable).toMatch(/max-age=31536000\b/);
    expect(cachePolicies.immutable).toMatch(/\bimmutable\b/);
  });

  it("keeps the site search's content-named chunks a year, and revalidates or briefly keeps its fixed-name files", () => {
    for (const path of ['/pagefind/index/en_1a2b3c4.pf_index', '/pagefind/fragment/en_1a2b3c4.pf_fragment']) {
      expect(responseHeaders(serving, path, 'other')['Cache-Control'], path).toBe(cachePolicies.immutable);
    }
    for (const path of ['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json', '/pagefind/wasm.en.pagefind']) {
      expect(responseHeaders(serving, path, 'other')['Cache-Control'], path).not.toMatch(/immutable/);
    }
  });

  it('revalidates pages and the 404 page on every visit', () => {
    for (const path of ['/', '/about', '/404']) expect(responseHeaders(serving, path, 'html')['Cache-Control'], path).toBe('no-cache');
  });

  it('keeps other files and redirects briefly (a positive max-age of a day at most)', () => {
    for (const kind of ['other', 'redirect'] as const) {
      const value = responseHeaders(serving, '/favicon.svg', kind)['Cache-Control'];
      const maxAge = Number(value.match(/max-age=(\d+)/)?.[1]);
      expect(maxAge, kind).toBeGreaterThan(0);
      expect(maxAge, kind).toBeLessThanOrEqual(86_400);
      expect(value, kind).not.toMatch(/immutable/);
    }
  });
});

describe('redirects', () => {
  it('join plain paths, never in a chain or loop, one rule per address', () => {
    const froms = redirects.map((r) => r.from as string);
    expect(new Set(froms).size).toBe(froms.length);
    for (const redirect of redirects) {
      expect(() => checkRedirect(redirect)).not.toThrow();
      expect(froms, `${redirect.from} -> ${redirect.to} leads to another redirect`).not.toContain(redirect.to);
      expect(redirect.to, redirect.from).not.toMatch(/\.html$|.\/$/);
    }
  });

  it('refuse anything but a plain path', () => {
    for (const to of ['https://elsewhere.example/', '//elsewhere.example', '/a b', '/x?y=1', '/x#y']) {
      expect(() => checkRedirect({ from: '/old', to, status: 301 }), to).toThrow();
    }
    expect(() => checkRedirect({ from: '/same', to: '/same', status: 301 })).toThrow();
  });
});

describe('content types', () => {
  it('name the charset for text and not for binary files', () => {
    expect(contentTypeFor(serving, '/about.html')).toBe(`${contentTypes.html}; charset=utf-8`);
    expect(contentTypeFor(serving, '/sitemap-index.xml')).toBe(`${contentTypes.xml}; charset=utf-8`);
    expect(contentTypeFor(serving, '/_astro/a.webp')).toBe(contentTypes.webp);
    expect(contentTypeFor(serving, '/assets/hero-loop.mp4')).toBe(contentTypes.mp4);
  });

  it('give a path its own type where the extension does not tell, and unknown files a download type', () => {
    for (const [path, type] of Object.entries(pathContentTypes))
      expect(contentTypeFor(serving, path)).toMatch(new RegExp(`^${escapeRegExp(type)}\\b`));
    expect(contentTypeFor(serving, '/file.unknown-extension')).toBe('application/octet-stream');
  });

  it('use the registered types for the web manifest, modern images, fonts, video and XML', () => {
    expect(contentTypes.webmanifest).toBe('application/manifest+json');
    expect(contentTypes.avif).toBe('image/avif');
    expect(contentTypes.webp).toBe('image/webp');
    expect(contentTypes.woff2).toBe('font/woff2');
    expect(contentTypes.mp4).toBe('video/mp4');
    expect(contentTypes.js).toBe('text/javascript');
    expect(pathContentTypes['/rss.xml']).toBe('application/rss+xml');
  });
});

describe("the admin's origin", () => {
  it("gives every path the site's security headers, lets its sign-in pop-up talk back, and keeps it out of search", () => {
    for (const path of ['/', '/index.html', '/_admin/cms-AbCd1234.js', '/favicon.svg']) {
      const admin = headersFor(adminHeaderRules, path);
      const site = headersFor(headerRules, '/');
      for (const name of [
        'Content-Security-Policy',
        'X-Frame-Options',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'Strict-Transport-Security',
      ]) {
        expect(admin[name], `${path} ${name}`).toBe(site[name]);
      }
      expect(admin['Cross-Origin-Opener-Policy'], path).toBe('same-origin-allow-popups');
      expect(admin['X-Robots-Tag'], path).toBe('noindex, nofollow');
    }
  });

  it('revalidates its page and keeps its content-named files a year, one rule per header', () => {
    expect(responseHeaders({ ...serving, headerRules: adminHeaderRules }, '/', 'html')['Cache-Control']).toBe(cachePolicies.revalidate);
    expect(headersFor(adminHeaderRules, '/_admin/cms-AbCd1234.js')['Cache-Control']).toBe(cachePolicies.immutable);
    const [everywhere, files] = adminHeaderRules;
    expect(Object.keys(everywhere.headers).filter((name) => name in files.headers)).toEqual([]);
  });
});

describe('Strict-Transport-Security', () => {
  const hsts = async (preload: string | undefined) => {
    vi.resetModules();
    vi.stubEnv('HSTS_PRELOAD', preload);
    const fresh = await import('../../../src/config/serving');
    vi.unstubAllEnvs();
    return headersFor(fresh.headerRules, '/')['Strict-Transport-Security'];
  };

  it('holds two years with subdomains, and asks for preloading only when the deployer opts in', async () => {
    expect(await hsts(undefined)).toBe('max-age=63072000; includeSubDomains');
    expect(await hsts('off')).toBe('max-age=63072000; includeSubDomains');
    expect(await hsts('on')).toBe('max-age=63072000; includeSubDomains; preload');
  });
});
