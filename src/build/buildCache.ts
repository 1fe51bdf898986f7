/**
 * The slow steps of a build (rasterising a share image, trimming a page's CSS, brotli)
 * keep their output on disk under a hash of everything that shapes it: an unchanged page or post costs
 * one file read on the next build, an edited one is made again. Each kind of output has its own folder
 * in node_modules/.cache/build/ (never committed; deleting it only makes the next build slower).
 * BUILD_CACHE_DIR moves it, e.g. to measure a build from cold.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const buildCacheDir = () => process.env.BUILD_CACHE_DIR ?? join(process.cwd(), 'node_modules/.cache/build');

/** The output `make` gives for `inputs`, made once and read back while the inputs stay the same. */
export async function cached(
  kind: string,
  inputs: readonly (string | Uint8Array)[],
  make: () => Promise<Uint8Array | string>,
  root = buildCacheDir(),
): Promise<Buffer> {
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(input).update('\0');
  const dir = join(root, kind);
  const file = join(dir, hash.digest('hex'));
  try {
    return await readFile(file);
  } catch {
    const output = Buffer.from(await make());
    await mkdir(dir, { recursive: true });
    // Written under a temporary name and renamed, so a build running alongside never reads half a file.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(partial, output);
    await rename(partial, file);
    return output;
  }
}
