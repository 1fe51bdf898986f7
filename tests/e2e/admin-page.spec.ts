/**
 * The admin belongs to editors only and lives apart: its own build (dist-admin/, served from its own
 * host name), noindex, in no sitemap, linked from no public page, with a Content Security Policy of
 * its own; its script (Decap CMS) is in its build and in no file of the public site's.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { reachableScripts } from '../../support/reachable-js.mjs';
import { localBackendUrl } from '../../src/config/admin';
import { adminDistDir } from './admin-site';
import { adminPath, distDir, sitePages } from './audit-support';

const cspOf = (html: string) => html.match(/<meta http-equiv="content-security-policy" content="([^"]*)"/)?.[1] ?? '';
const directive = (csp: string, name: string) =>
  (
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.split(/\s+/)[0] === name) ?? ''
  )
    .split(/\s+/)
    .slice(1);

// Decap's core logs its name and version when it starts: a marker of its code in any bundle.
const decapMarker = 'decap-cms-core';
const adminFile = join(adminDistDir, 'index.html');
const adminHtml = () => readFileSync(adminFile, 'utf8');
const localBackend = new URL(localBackendUrl).origin;

test('the admin is its own build: noindex, absent from the site, its sitemap and its links', async ({ request }) => {
  expect(adminHtml()).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  for (const path of [adminPath, `${adminPath}.html`, '/_admin/']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
  expect(existsSync(join(distDir, `${adminPath.slice(1)}.html`))).toBe(false);
  expect(existsSync(join(distDir, '_admin'))).toBe(false);

  const index = await (await request.get('/sitemap-index.xml')).text();
  for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const sitemap = await (await request.get(new URL(loc).pathname)).text();
    expect(sitemap).not.toMatch(new RegExp(`<loc>[^<]*${adminPath}(\\.html)?</loc>`));
  }

  const linking = sitePages().filter((page) => new RegExp(`href="${adminPath}[?#"/.]`).test(readFileSync(page.file, 'utf8')));
  expect(linking.map((page) => page.path)).toEqual([]);
});

test("the admin's Content Security Policy allows what it needs, and public pages none of it", () => {
  const csp = cspOf(adminHtml());
  // Its own origins: GitHub's API in production, the local backend on this machine.
  expect(directive(csp, 'connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://api.github.com', localBackend]));
  // Decap compiles its configuration checks with `new Function` (src/admin/csp.ts).
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

test("the admin's script is Decap, named by its content; no file of the public site holds any of it", () => {
  const adminScripts = reachableScripts(adminDistDir, adminFile);
  expect(
    adminScripts.every((file) => /^_admin\/cms-[\w-]{8}\.js$/.test(file)),
    adminScripts.join('\n'),
  ).toBe(true);
  expect(
    adminScripts.some((file) => readFileSync(join(adminDistDir, file), 'utf8').includes(decapMarker)),
    'the admin loads Decap',
  ).toBe(true);

  const publicScripts = (readdirSync(distDir, { recursive: true }) as string[]).filter((file) => file.endsWith('.js'));
  expect(publicScripts.length).toBeGreaterThan(0);
  const leaks = publicScripts.filter((file) => readFileSync(join(distDir, file), 'utf8').includes(decapMarker));
  expect(leaks).toEqual([]);
  for (const page of sitePages())
    expect(
      reachableScripts(distDir, page.file).filter((file) => file.startsWith('_admin/')),
      page.path,
    ).toEqual([]);
});
