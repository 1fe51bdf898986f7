/**
 * /admin belongs to editors only: noindex, out of the sitemap, linked from no public page, with a
 * Content Security Policy of its own, and its script (Decap CMS) loads there and nowhere else.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { reachableScripts } from '../../scripts/lib/reachable-js.mjs';
import { builtAdminBackend } from './admin-backend';
import { adminPath, distDir, sitePages } from './audit-support';

const cspOf = (html: string) => html.match(/<meta http-equiv="content-security-policy" content="([^"]*)"/)?.[1] ?? '';
const directive = (csp: string, name: string) => (csp.split(';').map((d) => d.trim()).find((d) => d.split(/\s+/)[0] === name) ?? '').split(/\s+/).slice(1);

// Decap's core logs its name and version when it starts: a marker of its code in any bundle.
const decapMarker = 'decap-cms-core';
const adminFile = join(distDir, `${adminPath.slice(1)}.html`);

test('/admin is noindex, out of the sitemap and linked from no public page', async ({ request }) => {
  const res = await request.get(adminPath);
  expect(res.status()).toBe(200);
  expect(await res.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/);

  const index = await (await request.get('/sitemap-index.xml')).text();
  for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const sitemap = await (await request.get(new URL(loc).pathname)).text();
    expect(sitemap).not.toMatch(new RegExp(`<loc>[^<]*${adminPath}(\\.html)?</loc>`));
  }

  const linking = sitePages().filter((page) => new RegExp(`href="${adminPath}[?#"/.]`).test(readFileSync(page.file, 'utf8')));
  expect(linking.map((page) => page.path)).toEqual([]);
});

test("the admin's Content Security Policy allows what it needs, and public pages none of it", async ({ request }) => {
  const csp = cspOf(await (await request.get(adminPath)).text());
  const localBackend = builtAdminBackend().origin;
  expect(new URL(localBackend).hostname, 'the local backend is on this machine only').toBe('127.0.0.1');
  // Its own origins: GitHub's API in production, the local backend on this machine.
  expect(directive(csp, 'connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://api.github.com', localBackend]));
  expect(directive(csp, 'script-src')).toEqual(expect.arrayContaining(["'self'", "'unsafe-eval'"]));
  expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
  expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
  // Nothing else from another origin.
  const origins = new Set(csp.match(/https?:\/\/[^\s;]+/g));
  expect([...origins].sort()).toEqual([localBackend, 'https://api.github.com', 'https://avatars.githubusercontent.com'].sort());

  for (const page of sitePages()) {
    const publicCsp = cspOf(readFileSync(page.file, 'utf8'));
    expect(publicCsp, page.path).not.toContain("'unsafe-eval'");
    expect(publicCsp, page.path).not.toContain('api.github.com');
  }
});

test('the admin script loads on /admin only: no public page can reach any of its code', () => {
  const adminScripts = reachableScripts(distDir, adminFile);
  const hasDecap = (files: string[]) => files.some((file) => readFileSync(join(distDir, file), 'utf8').includes(decapMarker));
  expect(hasDecap(adminScripts), 'the admin loads Decap').toBe(true);
  const adminOnly = new Set(adminScripts);
  const leaks = sitePages().flatMap((page) => {
    const scripts = reachableScripts(distDir, page.file);
    return [...scripts.filter((file) => adminOnly.has(file)), ...(hasDecap(scripts) ? [decapMarker] : [])].map((file) => `${page.path}: ${file}`);
  });
  expect(leaks).toEqual([]);
});
