import { expect, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as serving from '../../src/config/serving';
import { responseHeaders } from '../../src/lib/serving/rules';
import { distDir, missingPath } from '../e2e/audit-support';
import { hosts, httpsOrigin } from './origins';
import { adminDistDir, aPage, expectHeaders, placeProbes, raw } from './support';

// Addresses through nginx: pages, redirects, the 404 page, and what must never be served.

const file = (name: string) => readFileSync(join(distDir, name));
const notFoundPage = () => file('404.html');

test('/ serves the home page', async ({ baseURL }) => {
  const res = await raw(baseURL!, '/');
  expect(res.status).toBe(200);
  expect(res.body.equals(file('index.html'))).toBe(true);
});

test('a page answers at its address without .html', async ({ baseURL }) => {
  const { path, file: html } = aPage();
  const res = await raw(baseURL!, path);
  expect(res.status, path).toBe(200);
  expect(res.body.equals(readFileSync(html)), path).toBe(true);
});

test('the .html and trailing-slash addresses of a page redirect permanently to it, keeping the query', async ({ baseURL }) => {
  const { path } = aPage();
  const query = '?x=1&y=two%20words';
  for (const [from, to] of [
    [`${path}.html${query}`, `${path}${query}`],
    [`${path}/${query}`, `${path}${query}`],
    [`${path}.html`, path],
    [`/index.html${query}`, `/${query}`],
    ['/index', '/'],
  ]) {
    const res = await raw(baseURL!, from);
    expect(res.status, from).toBe(301);
    expect(res.header('location'), from).toBe(to);
    expectHeaders(res, responseHeaders(serving, from.split('?')[0], 'redirect'), from);
  }
});

test('redirects name a path, never a host or port, so they stay right behind a proxy', async ({ baseURL }) => {
  // The site's own name at another port, as a proxy in front of nginx would pass it on.
  const res = await raw(baseURL!, `${aPage().path}.html`, { headers: { Host: `${hosts.site}:9443` } });
  expect(res.status).toBe(301);
  expect(res.header('location')).toBe(aPage().path);
});

test('the configured redirects answer with their status and target, the query kept, and the target exists', async ({ baseURL }) => {
  for (const { from, to, status } of serving.redirects) {
    const res = await raw(baseURL!, `${from}?ref=old-link`);
    expect(res.status, from).toBe(status);
    expect(res.header('location'), from).toBe(`${to}?ref=old-link`);
    expectHeaders(res, responseHeaders(serving, from, 'redirect'), from);
    expect((await raw(baseURL!, to)).status, `${from} leads to ${to}`).toBe(200);
  }
});

test('an unknown address answers 404 with the 404 page; the 404 page has no address of its own', async ({ baseURL }) => {
  for (const path of [missingPath, `${missingPath}.html`, '/404', '/404.html', '/_astro/no-such-file.js']) {
    const res = await raw(baseURL!, path);
    expect(res.status, path).toBe(404);
    expect(res.body.equals(notFoundPage()), path).toBe(true);
    expectHeaders(res, responseHeaders(serving, '/404', 'html'), path);
  }
  // A missing folder address first loses its slash, then answers 404.
  const slash = await raw(baseURL!, `${missingPath}/`);
  expect(slash.status).toBe(301);
  expect(slash.header('location')).toBe(missingPath);
});

test("an unknown address under a language's folder answers 404 with that language's 404 page", async ({ baseURL }) => {
  const languagePages = serving.notFoundPages.filter(({ folder }) => folder !== '/');
  expect(languagePages.length).toBeGreaterThan(0);
  for (const { folder, page } of languagePages) {
    const own = file(`${page.slice(1)}.html`);
    expect(own.equals(notFoundPage()), `${page}.html is not the site's 404 page`).toBe(false);
    const missing = `${folder}${missingPath.slice(1)}`;
    for (const path of [missing, `${missing}.html`, page, `${page}.html`, `${folder}_astro/no-such-file.js`]) {
      const res = await raw(baseURL!, path);
      expect(res.status, path).toBe(404);
      expect(res.body.equals(own), path).toBe(true);
      expectHeaders(res, responseHeaders(serving, page, 'html'), path);
    }
  }
});

test('no redirect leads to another host, and no request can add a header', async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  for (const path of [
    '//evil.example/',
    '///evil.example/',
    '/%2F%2Fevil.example/',
    '/%2F/evil.example/',
    '/%5Cevil.example/',
    '/\\evil.example/',
    '//%5Cevil.example/',
    '/%09/evil.example/',
    '/%2F%2Fevil.example.html',
    '/x%0d%0aSet-Cookie:%20a=b/',
    '/x%0d%0aSet-Cookie:%20a=b.html',
  ]) {
    const res = await raw(baseURL!, path);
    expect(res.headers.has('set-cookie'), path).toBe(false);
    if (res.status < 300 || res.status >= 400) continue;
    const location = res.header('location')!;
    expect(location, path).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, baseURL).origin, path).toBe(origin);
  }
});

test('HEAD answers like GET, without a body', async ({ baseURL }) => {
  for (const path of ['/', aPage().path, missingPath, '/sitemap-index.xml']) {
    const [get, head] = [await raw(baseURL!, path), await raw(baseURL!, path, { method: 'HEAD' })];
    expect(head.status, path).toBe(get.status);
    expect(head.body.length, path).toBe(0);
    for (const name of ['content-length', 'content-type', 'etag', 'cache-control', 'content-security-policy', 'vary']) {
      expect(head.headers.get(name), `${path} ${name}`).toEqual(get.headers.get(name));
    }
  }
});

test('folders are never listed', async ({ baseURL }) => {
  const folders = readdirSync(distDir, { withFileTypes: true }).filter(
    (e) => e.isDirectory() && !existsSync(join(distDir, e.name, 'index.html')),
  );
  expect(folders.length).toBeGreaterThan(0);
  for (const { name } of folders) {
    const res = await raw(baseURL!, `/${name}/`);
    expect([301, 404], `/${name}/`).toContain(res.status);
    expect(res.body.toString(), `/${name}/`).not.toMatch(/Index of/i);
  }
});

test.describe('with probe files in dist/', () => {
  let removeProbes: () => void;
  test.beforeAll(() => {
    removeProbes = placeProbes({
      '.probe-secret': 'secret',
      '_astro/.probe-secret': 'secret',
      '.probe-folder/config': 'secret',
      '.well-known/probe.txt': 'well known',
      'probe-folder/index.html': '<!doctype html><title>Folder page</title>',
    });
  });
  test.afterAll(() => removeProbes());

  test('dot-files answer 404; /.well-known/ is served', async ({ baseURL }) => {
    for (const path of ['/.probe-secret', '/_astro/.probe-secret', '/.probe-folder/config', '/.probe-folder/']) {
      const res = await raw(baseURL!, path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).not.toContain('secret');
      expectHeaders(res, responseHeaders(serving, '/404', 'html'), path);
    }
    const wellKnown = await raw(baseURL!, '/.well-known/probe.txt');
    expect(wellKnown.status).toBe(200);
    expect(wellKnown.body.toString()).toBe('well known');
  });

  test('a folder holding an index.html answers at /folder/', async ({ baseURL }) => {
    const page = await raw(baseURL!, '/probe-folder/');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<title>Folder page</title>');
    expectHeaders(page, responseHeaders(serving, '/probe-folder/', 'html'), '/probe-folder/');
    for (const [from, to] of [
      ['/probe-folder?x=1', '/probe-folder/?x=1'],
      ['/probe-folder/index.html', '/probe-folder/'],
    ]) {
      const res = await raw(baseURL!, from);
      expect(res.status, from).toBe(301);
      expect(res.header('location'), from).toBe(to);
    }
  });
});

test.describe('with backup, source, editor and log files beside the build', () => {
  const secret = 'probe-secret-7Qx';
  // One file for each private ending (about.html.bak, about.html~ …), and the same in capitals.
  const names = serving.privateFileEndings.flatMap((ending) => [`about.html${ending}`, `NOTES${ending.toUpperCase()}`]);
  const files = Object.fromEntries(names.map((name) => [`probe-private/${name}`, secret]));
  let removeProbes: () => void;
  test.beforeAll(() => {
    const removeSite = placeProbes(files);
    const removeAdmin = placeProbes(files, adminDistDir);
    removeProbes = () => (removeSite(), removeAdmin());
  });
  test.afterAll(() => removeProbes());

  test('each answers 404 on the site, with the 404 page, and on the admin', async ({ baseURL }) => {
    expect(names.length).toBeGreaterThanOrEqual(14);
    for (const name of names) {
      // A # in an address starts its fragment: the file is asked for as %23.
      const path = `/probe-private/${name.replaceAll('#', '%23')}`;
      const site = await raw(baseURL!, path);
      expect(site.status, path).toBe(404);
      expect(site.body.equals(notFoundPage()), path).toBe(true);
      expectHeaders(site, responseHeaders(serving, '/404', 'html'), path);
      const admin = await raw(httpsOrigin(hosts.admin), path);
      expect(admin.status, `admin ${path}`).toBe(404);
      expect(admin.body.toString(), `admin ${path}`).not.toContain(secret);
    }
    // The probes are there: the same folder serves an ordinary file.
    const removeOrdinary = placeProbes({ 'probe-private/notes.txt': secret });
    try {
      expect((await raw(baseURL!, '/probe-private/notes.txt')).body.toString()).toBe(secret);
    } finally {
      removeOrdinary();
    }
  });
});

test('the files written for other hosts are not served', async ({ baseURL }) => {
  for (const path of ['/_headers', '/_redirects']) {
    const res = await raw(baseURL!, path);
    expect(res.status, path).toBe(404);
    expect(res.body.equals(notFoundPage()), path).toBe(true);
  }
});
