import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import * as serving from '../../src/config/serving';
import { headersFile, redirectsFile } from '../../src/lib/serving/hostFiles';
import { adminNginxFiles, nginxFiles } from '../../src/lib/serving/nginx';
import { distDir } from '../e2e/audit-support';
import { adminDistDir, distPaths } from './support';

// What the build wrote: the host files are exactly what src/config/serving.ts renders to, and every
// text file has its compressed copies.

test('dist/_headers and dist/_redirects are written from src/config/serving.ts', () => {
  expect(readFileSync(join(distDir, '_headers'), 'utf8')).toBe(headersFile(serving.headerRules));
  expect(readFileSync(join(distDir, '_redirects'), 'utf8')).toBe(redirectsFile(serving.redirects, serving.notFoundPages));
});

test('the nginx include in deploy/nginx/generated/ is written from src/config/serving.ts', () => {
  for (const [name, text] of Object.entries(nginxFiles(serving))) {
    expect(readFileSync(join(process.cwd(), 'deploy/nginx/generated', name), 'utf8'), name).toBe(text);
  }
});

test("the admin origin's _headers and nginx include are written from src/config/serving.ts", () => {
  expect(readFileSync(join(adminDistDir, '_headers'), 'utf8')).toBe(headersFile(serving.adminHeaderRules));
  for (const [name, text] of Object.entries(adminNginxFiles(serving))) {
    expect(readFileSync(join(process.cwd(), 'deploy/nginx/generated/admin', name), 'utf8'), name).toBe(text);
  }
});

test('every HTML, CSS, JS, SVG, XML and JSON file has .br and .gz copies that decompress to it', () => {
  const text = distPaths().filter((path) => (serving.precompressedExtensions as readonly string[]).includes(path.slice(path.lastIndexOf('.') + 1)));
  expect(text.length).toBeGreaterThan(0);
  const problems: string[] = [];
  for (const path of text) {
    const file = join(distDir, path);
    const original = readFileSync(file);
    for (const [suffix, decode, compress] of [
      ['.br', brotliDecompressSync, (b: Buffer) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
      ['.gz', gunzipSync, (b: Buffer) => gzipSync(b, { level: 9 })],
    ] as const) {
      if (existsSync(file + suffix)) {
        if (!decode(readFileSync(file + suffix)).equals(original)) problems.push(`${path}${suffix} does not decompress to ${path}`);
      } else if (compress(original).length < original.length) {
        problems.push(`${path}${suffix} is missing`);
      }
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
