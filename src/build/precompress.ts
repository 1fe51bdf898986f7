/**
 * Build-time compression: file.br (brotli) and file.gz (gzip, level 9) next to each text file, so the
 * server sends them as they are (nginx gzip_static / brotli_static) and never spends CPU compressing
 * per request. A compressed copy that would not be smaller is not written. Compression runs on Node's
 * thread pool, a few files per core at a time, and each copy is kept in the build cache under the
 * hash of its file, so an unchanged file costs a read on the next build.
 */
import { availableParallelism } from 'node:os';
import { readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { cached } from './buildCache';
import { inParallel } from './workerPool';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Brotli quality 10, not the maximum 11: on the site's pages 11 saves under 2% more bytes and takes
 * about four times as long (docs/performance.md, "Levers tried"); lower qualities send every page
 * 6-7% more bytes.
 */
const brotliQuality = 10;

interface PrecompressSummary {
  /** Text files considered. */
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
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

/**
 * Compresses every file under `dir` with one of `extensions`. `contentOf` may give a file's text
 * (by its path relative to `dir`, with forward slashes) when the caller holds it already.
 */
export async function precompress(
  dir: string,
  extensions: readonly string[],
  contentOf: (file: string) => string | undefined = () => undefined,
): Promise<PrecompressSummary> {
  const wanted = new Set(extensions.map((e) => `.${e}`));
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && wanted.has(entry.name.slice(entry.name.lastIndexOf('.'))))
    .map((entry) => join(entry.parentPath, entry.name));
  // Two files per core: one compressing while the other is read or written.
  const sizes = await inParallel(
    files,
    async (file) => {
      const known = contentOf(relative(dir, file).split(sep).join('/'));
      const [original, { mtime }] = await Promise.all([known === undefined ? readFile(file) : Buffer.from(known), stat(file)]);
      const [br, gzipped] = await Promise.all([
        cached(`brotli-${brotliQuality}`, [original], () =>
          brotli(original, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
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
    },
    availableParallelism() * 2,
  );
  const sum = (key: keyof (typeof sizes)[number]) => sizes.reduce((total, size) => total + size[key], 0);
  return { files: files.length, bytes: sum('bytes'), brotliBytes: sum('brotliBytes'), gzipBytes: sum('gzipBytes') };
}
