/**
 * The slow steps of a build (rasterising a share image, trimming a page's CSS, brotli, cutting the
 * Devanagari font down to the letters the Hindi pages use)
 * keep their output on disk under a hash of everything that shapes it: an unchanged page or post costs
 * one file read on the next build, an edited one is made again. Each kind of output has its own folder
 * in node_modules/.cache/build/ (never committed; deleting it only makes the next build slower).
 * BUILD_CACHE_DIR moves it, e.g. to measure a build from cold.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const buildCacheDir = () => process.env.BUILD_CACHE_DIR ?? join(process.cwd(), 'node_modules/.cache/build');

/** Where the output for `inputs` is kept: its kind's folder, the name a hash of the inputs (with `extension`). */
function cacheFile(kind: string, inputs: readonly (string | Uint8Array)[], root: string, extension = ''): string {
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(input).update('\0');
  return join(root, kind, `${hash.digest('hex')}${extension}`);
}

/** Written under a temporary name and renamed, so a build running alongside never reads half a file. */
async function writeWhole(file: string, output: Buffer) {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(partial, output);
  await rename(partial, file);
}

/** The output `make` gives for `inputs`, made once and read back while the inputs stay the same. */
export async function cached(
  kind: string,
  inputs: readonly (string | Uint8Array)[],
  make: () => Promise<Uint8Array | string>,
  root = buildCacheDir(),
): Promise<Buffer> {
  const file = cacheFile(kind, inputs, root);
  try {
    return await readFile(file);
  } catch {
    const output = Buffer.from(await make());
    await writeWhole(file, output);
    return output;
  }
}

/**
 * The same, for a tool that reads a file rather than bytes (Astro's Fonts API reads a font from a
 * path, and its type from the name's `extension`): the path of the kept output.
 */
export async function cachedFile(
  kind: string,
  inputs: readonly (string | Uint8Array)[],
  make: () => Promise<Uint8Array | string>,
  { extension = '', root = buildCacheDir() }: { extension?: string; root?: string } = {},
): Promise<string> {
  const file = cacheFile(kind, inputs, root, extension);
  if (!existsSync(file)) await writeWhole(file, Buffer.from(await make()));
  return file;
}
