import { expect, test } from '@playwright/test';
import * as serving from '../../src/config/serving';
import { headersFor, responseHeaders, type ResponseKind } from '../../src/lib/serving/rules';
import { missingPath } from '../e2e/audit-support';
import { hosts } from './origins';
import { aPage, expectHeaders, heroVideo, largestAsset, raw, rawBytes, searchIndexFile } from './support';

// Security headers and caching through nginx, expected values read from src/config/serving.ts.

interface Sample {
  what: string;
  path: string;
  status: number;
  kind: ResponseKind;
  /** The path whose rules apply: an error answer carries the 404 page's. */
  rulesPath?: string;
}

const samples = (): Sample[] => [
  { what: 'the home page', path: '/', status: 200, kind: 'html' },
  { what: 'a page', path: aPage().path, status: 200, kind: 'html' },
  { what: 'a hashed script', path: largestAsset('js'), status: 200, kind: 'other' },
  { what: 'a hashed image', path: largestAsset('webp'), status: 200, kind: 'other' },
  { what: 'the 404 page', path: missingPath, status: 404, kind: 'html', rulesPath: '/404' },
  { what: 'the sitemap', path: '/sitemap-index.xml', status: 200, kind: 'other' },
  { what: 'the hero video', path: heroVideo(), status: 200, kind: 'other' },
  { what: 'the favicon', path: '/favicon.svg', status: 200, kind: 'other' },
  { what: 'a site-search index chunk', path: searchIndexFile('index'), status: 200, kind: 'other' },
  { what: 'a site-search result fragment', path: searchIndexFile('fragment'), status: 200, kind: 'other' },
  { what: 'the site-search script', path: '/pagefind/pagefind.js', status: 200, kind: 'other' },
];

test('pages, assets, the 404 page and the sitemap carry the security headers and their cache rule', async ({ baseURL }) => {
  for (const { what, path, status, kind, rulesPath } of samples()) {
    const res = await raw(baseURL!, path);
    expect(res.status, `${what} ${path}`).toBe(status);
    expectHeaders(res, responseHeaders(serving, rulesPath ?? path, kind), `${what} ${path}`);
  }
});

test('a revalidation answers 304 with the same headers, and pages are revalidated rather than kept', async ({ baseURL }) => {
  for (const { what, path, kind } of samples().filter((s) => s.status === 200)) {
    const first = await raw(baseURL!, path);
    const etag = first.header('etag');
    expect(etag, `${what} has an ETag`).toBeTruthy();
    const again = await raw(baseURL!, path, { headers: { 'If-None-Match': etag! } });
    expect(again.status, what).toBe(304);
    expect(again.body.length, what).toBe(0);
    expectHeaders(again, responseHeaders(serving, path, kind), `${what} (304)`);
  }
});

test('a range of the hero video answers 206 with the same headers', async ({ baseURL }) => {
  const res = await raw(baseURL!, heroVideo(), { headers: { Range: 'bytes=0-1023' } });
  expect(res.status).toBe(206);
  expectHeaders(res, responseHeaders(serving, heroVideo(), 'other'), `${heroVideo()} (206)`);
});

test('a request nginx refuses before it has a path (400) still carries the site-wide headers', async ({ baseURL }) => {
  const res = await rawBytes(baseURL!, `GET / HTTP/1.1\r\nHost: ${hosts.site}\r\nA header line without a colon\r\n\r\n`);
  expect(res.status).toBe(400);
  expectHeaders(res, headersFor(serving.headerRules, '/'), 'the refused request');
});

test('nginx names no version', async ({ baseURL }) => {
  const res = await raw(baseURL!, '/');
  expect(res.header('server') ?? '').not.toMatch(/\d/);
});
