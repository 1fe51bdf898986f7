import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BuiltSite, servedPath } from '~/build/builtSite';

describe('servedPath: the clean path a built page is served at (and listed under in site search)', () => {
  it('drops .html and index', () => {
    expect(servedPath('index.html')).toBe('/');
    expect(servedPath('about.html')).toBe('/about');
    expect(servedPath('destinations/canada.html')).toBe('/destinations/canada');
    expect(servedPath('destinations/index.html')).toBe('/destinations');
  });
});

describe('the built site', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'built-site-'));
    await mkdir(join(root, 'blog'));
    await mkdir(join(root, '_astro'));
    await writeFile(join(root, 'index.html'), '<h1>Home</h1>');
    await writeFile(join(root, 'blog/visa.html'), '<h1>Visa</h1>');
    await writeFile(join(root, '_astro/client.abc.js'), 'export{}');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('reads every page once, in a stable order, with its served path', async () => {
    const site = await BuiltSite.read(root);
    expect(site.pages.map(({ file, path, html }) => ({ file, path, html }))).toEqual([
      { file: 'blog/visa.html', path: '/blog/visa', html: '<h1>Visa</h1>' },
      { file: 'index.html', path: '/', html: '<h1>Home</h1>' },
    ]);
  });

  it('reads other files by site path when asked, once', async () => {
    const site = await BuiltSite.read(root);
    expect(site.text('/_astro/client.abc.js')).toBe('export{}');
    await writeFile(join(root, '_astro/client.abc.js'), 'changed');
    expect(site.text('/_astro/client.abc.js')).toBe('export{}');
    expect(site.file('/_astro/missing.js')).toBeUndefined();
    expect(site.file('/../outside.js')).toBeUndefined();
  });

  it('writes back only the pages a step changed', async () => {
    const site = await BuiltSite.read(root);
    const before = (await stat(join(root, 'index.html'))).mtimeMs;
    site.pages[0]!.html = '<h1>Visa, changed</h1>';
    expect(await site.writePages()).toBe(1);
    expect(await readFile(join(root, 'blog/visa.html'), 'utf8')).toBe('<h1>Visa, changed</h1>');
    expect((await stat(join(root, 'index.html'))).mtimeMs).toBe(before);
    expect(await site.writePages()).toBe(0);
  });
});
