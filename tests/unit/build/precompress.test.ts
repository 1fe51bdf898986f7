import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressedExtensions } from '~/config/serving';
import { precompress } from '~/build/precompress';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const page = `<!doctype html><title>Study abroad</title>${'<p>Universities, visas and scholarships.</p>\n'.repeat(200)}`;

describe('precompress', () => {
  it('writes .br and .gz next to each text file, decompressing to the original, with its date', async () => {
    mkdirSync(join(dir, 'blog'));
    const files = { 'index.html': page, 'blog/post.html': page.replace('Study', 'Read'), 'style.css': 'body{margin:0}\n'.repeat(100) };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);

    const summary = await precompress(dir, precompressedExtensions);

    for (const [name, text] of Object.entries(files)) {
      const file = join(dir, name);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString(), name).toBe(text);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString(), name).toBe(text);
      // Last-Modified (and nginx's ETag) count whole seconds.
      const seconds = (path: string) => Math.floor(statSync(path).mtimeMs / 1000);
      expect(seconds(`${file}.br`), name).toBe(seconds(file));
      expect(seconds(`${file}.gz`), name).toBe(seconds(file));
    }
    const bytes = Object.values(files).reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    expect(summary.files).toBe(3);
    expect(summary.bytes).toBe(bytes);
    expect(summary.brotliBytes).toBeLessThan(summary.gzipBytes);
    expect(summary.gzipBytes).toBeLessThan(bytes / 4);
  });

  it('leaves other files alone, and writes no copy that would not be smaller (removing a stale one)', async () => {
    writeFileSync(join(dir, 'photo.webp'), page);
    writeFileSync(join(dir, 'tiny.json'), '{}');
    writeFileSync(join(dir, 'tiny.json.br'), 'stale');

    const summary = await precompress(dir, precompressedExtensions);

    expect(existsSync(join(dir, 'photo.webp.br'))).toBe(false);
    expect(existsSync(join(dir, 'photo.webp.gz'))).toBe(false);
    expect(existsSync(join(dir, 'tiny.json.br'))).toBe(false);
    expect(existsSync(join(dir, 'tiny.json.gz'))).toBe(false);
    expect(summary).toEqual({ files: 1, bytes: 2, brotliBytes: 2, gzipBytes: 2 });
  });
});
