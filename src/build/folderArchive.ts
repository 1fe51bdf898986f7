/**
 * A folder's files as one buffer and back, so a step whose output is a whole folder (the site-search
 * index) can keep it in the build cache as one entry. Each file is its path and its bytes, each
 * preceded by its length; paths are relative, with forward slashes.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

const length = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
};

/** Every file under `dir`, in a stable order. */
export async function packFolder(dir: string): Promise<Buffer> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  const parts: Buffer[] = [];
  for (const file of files) {
    const path = Buffer.from(relative(dir, file).split(sep).join('/'));
    const bytes = await readFile(file);
    parts.push(length(path.length), path, length(bytes.length), bytes);
  }
  return Buffer.concat(parts);
}

/** Writes the files of a packed folder under `dir`; returns how many. */
export async function unpackFolder(packed: Buffer, dir: string): Promise<number> {
  let at = 0;
  const take = () => {
    const size = packed.readUInt32BE(at);
    const part = packed.subarray(at + 4, at + 4 + size);
    at += 4 + size;
    return part;
  };
  let count = 0;
  while (at < packed.length) {
    const path = take().toString('utf8');
    const bytes = take();
    const file = join(dir, path);
    if (relative(dir, file).startsWith('..')) throw new Error(`a packed path leaves its folder: ${path}`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
    count++;
  }
  return count;
}
