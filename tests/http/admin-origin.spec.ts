import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { admin } from '../../src/config/admin';
import * as serving from '../../src/config/serving';
import { responseHeaders } from '../../src/lib/serving/rules';
import { adminDistDir, aPage, expectHeaders, largestAsset, raw } from './support';
import { hosts, httpsOrigin } from './origins';

// The content admin on its own origin (its own host name and build, dist-admin/): the editors'
// GitHub token in its localStorage is out of reach of every script the public pages load.

const adminRules = { ...serving, headerRules: serving.adminHeaderRules };
const adminPage = () => readFileSync(join(adminDistDir, 'index.html'));
/** The admin page's script, named by its content under /_admin/. */
const adminScript = () =>
  adminPage()
    .toString()
    .match(/<script[^>]+src="(\/_admin\/[^"]+\.js)"/)![1];

test('the admin answers at / on its own host name, noindex, with its headers', async () => {
  const res = await raw(httpsOrigin(hosts.admin), '/');
  expect(res.status).toBe(200);
  expect(res.body.equals(adminPage())).toBe(true);
  expect(res.body.toString()).toContain('<meta name="robots" content="noindex, nofollow"');
  expectHeaders(res, responseHeaders(adminRules, '/', 'html'), 'admin /');
  // Its GitHub sign-in pop-up can talk back to it; nothing of it is indexed.
  expect(res.header('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  expect(res.header('x-robots-tag')).toBe('noindex, nofollow');
});

test("the admin's script and stylesheet are named by their content, kept a year and sent compressed", async () => {
  expect(adminScript()).toMatch(/^\/_admin\/cms-[\w-]{8}\.js$/);
  // Its stylesheet: the site's own, for the blog preview (public pages carry their CSS inline).
  for (const path of [adminScript(), largestAsset('css', '/_admin/', adminDistDir)]) {
    const file = readFileSync(join(adminDistDir, path));
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await raw(httpsOrigin(hosts.admin), path, { headers: { 'Accept-Encoding': accept } });
      expect(res.status, path).toBe(200);
      expect(res.header('content-encoding'), `${path} ${accept}`).toBe(accept);
      expect(decode(res.body).equals(file), `${path} ${accept}`).toBe(true);
      expectHeaders(res, responseHeaders(adminRules, path, 'other'), path);
      expect(res.header('cache-control'), path).toBe(serving.cachePolicies.immutable);
    }
  }
});

test('the admin origin serves nothing of the public site, and the public site nothing of the admin', async () => {
  for (const path of [aPage().path, '/index.html', '/_headers', '/.env']) {
    const res = await raw(httpsOrigin(hosts.admin), path);
    expect([301, 404], `admin ${path}`).toContain(res.status);
    if (res.status === 301) expect(res.header('location'), `admin ${path}`).toBe('/');
    // The admin's own headers, from variables of its own, on its errors too.
    else expectHeaders(res, responseHeaders(adminRules, path, 'other'), `admin ${path}`);
  }
  for (const path of [admin.path, `${admin.path}.html`, `${admin.path}/`, '/_admin/', adminScript()]) {
    const res = await raw(httpsOrigin(hosts.site), path);
    expect([301, 404], `site ${path}`).toContain(res.status);
    if (res.status === 301) expect((await raw(httpsOrigin(hosts.site), res.header('location')!)).status, `site ${path}`).toBe(404);
  }
});

test('the admin runs at its origin without breaking its policy, and a public page cannot read its storage', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${httpsOrigin(hosts.admin)}/`);
  // Production's backend is GitHub (the local backend answers only on 127.0.0.1 and localhost).
  await expect(page.getByRole('button', { name: /Login with GitHub/i })).toBeVisible({ timeout: 60_000 });
  expect(violations).toEqual([]);

  // What Decap keeps once an editor signs in: the GitHub token, in the admin origin's localStorage.
  await page.evaluate(() => localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'github', token: 'gho_probe' })));
  await page.goto(`${httpsOrigin(hosts.site)}/`);
  expect(await page.evaluate(() => ({ ...localStorage }))).not.toHaveProperty('decap-cms-user');
  expect(await page.evaluate(() => Object.values({ ...localStorage }).some((value) => value.includes('gho_probe')))).toBe(false);
});
