import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as serving from '../../src/config/serving';

const { contentTypes, pathContentTypes } = serving;
import { contentTypeFor, responseHeaders } from '../../src/lib/serving/rules';
import { distDir } from '../e2e/audit-support';
import { distPaths, expectHeaders, placeProbes, raw } from './support';

// Content types through nginx, for every extension src/config/serving.ts names: a file of the
// build where there is one, else a probe file (the build has no .webmanifest or .avif today).

const extensionOf = (path: string) => path.slice(path.lastIndexOf('.') + 1);
const probeFolder = 'probe-types';
let removeProbes: () => void;
let examples: Record<string, string>;

test.beforeAll(() => {
  // Not the 404 page (it answers 404) nor a path with a type of its own.
  const built = distPaths().filter((path) => path !== '/404.html' && !(path in pathContentTypes));
  const missing = Object.keys(contentTypes).filter((extension) => !built.some((path) => extensionOf(path) === extension));
  removeProbes = placeProbes(Object.fromEntries(missing.map((extension) => [`${probeFolder}/probe.${extension}`, 'probe'])));
  examples = Object.fromEntries(
    Object.keys(contentTypes).map((extension) => [
      extension,
      built.find((path) => extensionOf(path) === extension) ?? `/${probeFolder}/probe.${extension}`,
    ]),
  );
});
test.afterAll(() => removeProbes());

test('every extension is served with its type, text with charset=utf-8', async ({ baseURL }) => {
  for (const [extension, path] of Object.entries(examples)) {
    const res = await raw(baseURL!, path);
    // A page's address has no extension: ask for it the way visitors do.
    const asked = extension === 'html' ? (path === '/index.html' ? '/' : path.replace(/\.html$/, '')) : path;
    const answer = asked === path ? res : await raw(baseURL!, asked);
    expect(answer.status, `.${extension}: ${asked}`).toBe(200);
    expect(answer.header('content-type'), `.${extension}: ${asked}`).toBe(contentTypeFor(serving, path));
  }
});

test('paths whose extension does not tell their type (the RSS feed) get their own, with the headers of every file', async ({ baseURL }) => {
  for (const [path, type] of Object.entries(pathContentTypes)) {
    const res = await raw(baseURL!, path);
    expect(res.status, path).toBe(200);
    expect(res.header('content-type'), path).toBe(contentTypeFor(serving, path));
    expect(contentTypeFor(serving, path).startsWith(type), path).toBe(true);
    expectHeaders(res, responseHeaders(serving, path, 'other'), path);
  }
});

test('the hero video answers range requests (seeking, and Safari plays nothing without them)', async ({ baseURL }) => {
  const video = examples.mp4;
  const bytes = readFileSync(join(distDir, video));
  const full = await raw(baseURL!, video);
  expect(full.header('accept-ranges')).toBe('bytes');

  const start = await raw(baseURL!, video, { headers: { Range: 'bytes=0-1023' } });
  expect(start.status).toBe(206);
  expect(start.header('content-range')).toBe(`bytes 0-1023/${bytes.length}`);
  expect(start.body.equals(bytes.subarray(0, 1024))).toBe(true);

  const tail = await raw(baseURL!, video, { headers: { Range: 'bytes=-100' } });
  expect(tail.status).toBe(206);
  expect(tail.header('content-range')).toBe(`bytes ${bytes.length - 100}-${bytes.length - 1}/${bytes.length}`);
  expect(tail.body.equals(bytes.subarray(bytes.length - 100))).toBe(true);

  const beyond = await raw(baseURL!, video, { headers: { Range: `bytes=${bytes.length + 10}-` } });
  expect(beyond.status).toBe(416);
});
