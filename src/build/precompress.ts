/**
 * Build-time compression: file.br (brotli, quality 11) and file.gz (gzip, level 9) next to each text
 * file, so the server sends them as they are (nginx gzip_static / brotli_static) and never spends
 * CPU compressing per request. A compressed copy that would not be smaller is not written.
 */
import { readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { cached } from './buildCache';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

interface PrecompressSummary {
  /** Text files considered. */
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes the compressed copy if it is smaller (else removes a stale one); returns the bytes served. */
async function writeSmaller(path: string, original: Buffer, compressed: Buffer, mtime: Date): Promise<number> {
  if (compressed.length >= original.length) {
    await rm(path, { force: true });
    return original.length;
  }
  await writeFile(path, compressed);
  // The same Last-Modified whichever encoding is sent.
  await utimes(path, mtime, mtime);
  return compressed.length;
}

export async function precompress(dir: string, extensions: readonly string[]): Promise<PrecompressSummary> {
  const wanted = new Set(extensions.map((e) => `.${e}`));
  const files = (await filesUnder(dir)).filter((file) => wanted.has(file.slice(file.lastIndexOf('.'))));
  const sizes = await Promise.all(
    files.map(async (file) => {
      const [original, { mtime }] = await Promise.all([readFile(file), stat(file)]);
      // Brotli at quality 11 is the slow part: a file unchanged since the last build reads its copies back.
      const [br, gzipped] = await Promise.all([
        cached('brotli-11', [original], () =>
          brotli(original, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
            },
          }),
        ),
        cached('gzip-9', [original], () => gz(original, { level: constants.Z_BEST_COMPRESSION })),
      ]);
      return {
        bytes: original.length,
        brotliBytes: await writeSmaller(`${file}.br`, original, br, mtime),
        gzipBytes: await writeSmaller(`${file}.gz`, original, gzipped, mtime),
      };
    }),
  );
  const sum = (key: keyof (typeof sizes)[number]) => sizes.reduce((total, size) => total + size[key], 0);
  return { files: files.length, bytes: sum('bytes'), brotliBytes: sum('brotliBytes'), gzipBytes: sum('gzipBytes') };
}
