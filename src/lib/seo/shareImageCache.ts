/**
 * Share images are the slowest part of a blog build (sharp rasterises an SVG per post), so each PNG is
 * kept on disk under a hash of everything that shapes it (the SVG and the encoder settings): an
 * unchanged post costs one file read on the next build, an edited title makes a new image. The cache
 * lives in node_modules/.cache/ (never committed; deleting it only makes the next build slower).
 * SHARE_IMAGE_CACHE_DIR moves it, e.g. to measure a build from cold.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const shareImageCacheDir = () => process.env.SHARE_IMAGE_CACHE_DIR ?? join(process.cwd(), 'node_modules/.cache/share-images');

export async function cachedImage(inputs: readonly string[], render: () => Promise<Uint8Array>, dir = shareImageCacheDir()): Promise<Uint8Array> {
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(input).update('\0');
  const file = join(dir, `${hash.digest('hex')}.png`);
  try {
    return await readFile(file);
  } catch {
    const image = await render();
    await mkdir(dir, { recursive: true });
    // Written under a temporary name and renamed, so a build running alongside never reads half a file.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(partial, image);
    await rename(partial, file);
    return image;
  }
}
