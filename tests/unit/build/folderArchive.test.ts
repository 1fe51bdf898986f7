import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { packFolder, unpackFolder } from '~/build/folderArchive';

const made: string[] = [];
const folder = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'folder-archive-'));
  made.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('a folder packed into one buffer', () => {
  it('comes back with the same files, nested ones and binary bytes included', async () => {
    const source = await folder();
    await mkdir(join(source, 'fragment'), { recursive: true });
    await writeFile(join(source, 'pagefind.js'), 'export {};');
    await writeFile(join(source, 'fragment', 'en_1a2b.pf_fragment'), Buffer.from([0, 255, 10, 13, 0]));
    await writeFile(join(source, 'empty.json'), '');

    const target = await folder();
    expect(await unpackFolder(await packFolder(source), target)).toBe(3);
    expect((await readdir(target, { recursive: true })).sort()).toEqual([
      'empty.json',
      'fragment',
      'fragment/en_1a2b.pf_fragment',
      'pagefind.js',
    ]);
    expect(await readFile(join(target, 'fragment', 'en_1a2b.pf_fragment'))).toEqual(Buffer.from([0, 255, 10, 13, 0]));
    expect(await readFile(join(target, 'empty.json'), 'utf8')).toBe('');
  });

  it('packs the same folder to the same bytes, whatever order the disk lists it in', async () => {
    const first = await folder();
    const second = await folder();
    for (const [dir, names] of [
      [first, ['b', 'a']],
      [second, ['a', 'b']],
    ] as const)
      for (const name of names) await writeFile(join(dir, name), name);
    expect(await packFolder(first)).toEqual(await packFolder(second));
  });

  it('refuses a packed path that would write outside its folder', async () => {
    const path = Buffer.from('../outside');
    const bytes = Buffer.from('x');
    const length = (n: number) => Buffer.from([0, 0, 0, n]);
    await expect(unpackFolder(Buffer.concat([length(path.length), path, length(bytes.length), bytes]), await folder())).rejects.toThrow(
      'leaves its folder',
    );
  });
});
