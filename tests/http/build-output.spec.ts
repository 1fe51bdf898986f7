import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import * as serving from '../../src/config/serving';
import { distDir } from '../e2e/audit-support';
import { distPaths } from './support';

// What the build wrote: every text file has its compressed copies. (The host files it writes from
// src/config/serving.ts are tested by what nginx sends, in the other specs of this folder.)

test('every HTML, CSS, JS, SVG, XML and JSON file has .br and .gz copies that decompress to it', () => {
  const text = distPaths().filter((path) =>
    (serving.precompressedExtensions as readonly string[]).includes(path.slice(path.lastIndexOf('.') + 1)),
  );
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
