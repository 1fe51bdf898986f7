import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { distDir, missingPath } from '../e2e/audit-support';
import { aPage, heroVideo, largestAsset, raw } from './support';

// The build's .br and .gz copies, sent to the browsers that accept them (brotli via Debian's
// libnginx-mod-http-brotli-static, which `.ci/run` installs), and the original to the rest.

/** [what, request path, file in dist/] */
const samples = (): [string, string, string][] => {
  const page = aPage();
  return [
    ['a page', page.path, page.file],
    ['a hashed script', largestAsset('js'), join(distDir, largestAsset('js'))],
    ['the 404 page', missingPath, join(distDir, '404.html')],
    ['the sitemap', '/sitemap-index.xml', join(distDir, 'sitemap-index.xml')],
  ];
};

const encodings = [
  { accept: 'br', encoding: 'br', suffix: '.br', decode: brotliDecompressSync },
  { accept: 'gzip', encoding: 'gzip', suffix: '.gz', decode: gunzipSync },
  // What browsers send: brotli wins.
  { accept: 'gzip, deflate, br, zstd', encoding: 'br', suffix: '.br', decode: brotliDecompressSync },
  { accept: 'identity', encoding: undefined, suffix: '', decode: (b: Buffer) => b },
  { accept: 'br;q=0, gzip;q=0', encoding: undefined, suffix: '', decode: (b: Buffer) => b },
] as const;

test('the build stored brotli and gzip copies of the samples', () => {
  for (const [what, , file] of samples()) {
    expect(existsSync(`${file}.br`), `${what}: ${file}.br`).toBe(true);
    expect(existsSync(`${file}.gz`), `${what}: ${file}.gz`).toBe(true);
  }
});

test('each Accept-Encoding gets its copy, which decompresses to the file, with Vary: Accept-Encoding', async ({ baseURL }) => {
  for (const [what, path, file] of samples()) {
    const original = readFileSync(file);
    for (const { accept, encoding, suffix, decode } of encodings) {
      const where = `${what} ${path} with Accept-Encoding: ${accept}`;
      const res = await raw(baseURL!, path, { headers: { 'Accept-Encoding': accept } });
      expect(res.header('content-encoding'), where).toBe(encoding);
      expect(res.body.equals(readFileSync(`${file}${suffix}`)), `${where}: the stored file is sent as it is`).toBe(true);
      expect(decode(res.body).equals(original), `${where}: decompresses to the original`).toBe(true);
      expect(Number(res.header('content-length')), where).toBe(res.body.length);
      expect(res.headers.get('vary'), where).toEqual(['Accept-Encoding']);
    }
  }
});

test('images and video are sent as they are, without Vary', async ({ baseURL }) => {
  for (const path of [largestAsset('webp'), heroVideo()]) {
    const res = await raw(baseURL!, path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.header('content-encoding'), path).toBeUndefined();
    expect(res.header('vary'), path).toBeUndefined();
    expect(res.body.equals(readFileSync(join(distDir, path))), path).toBe(true);
  }
});
