/**
 * The editor's promise: a new post is one Markdown file in src/content/blog, and it appears on
 * /blogs (in its category panel and in the island's search data), at /blog/<id>, in the sitemap and in
 * the feed with no code change. And a post with a mistake fails the build with a message that names the
 * file and the field. Both build a temporary copy of the site, so nothing is ever added to the repo.
 */
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProjectCopy } from '../../../scripts/lib/project-copy.mjs';

const fixture = 'tests/fixtures/blog/editor-flow-fixture.md';
const id = 'editor-flow-fixture';

describe('adding a blog post needs no code change', { timeout: 240_000 }, () => {
  let copy: Awaited<ReturnType<typeof makeProjectCopy>>;
  let dist: string;
  let built: { code: number | null; output: string };

  beforeAll(async () => {
    copy = await makeProjectCopy('blog-editor-flow-');
    try {
      await copyFile(fixture, join(copy.blogDir, `${id}.md`));
      dist = join(copy.root, 'dist');
      built = await copy.build(dist);
    } catch (error) {
      await copy.remove();
      throw error;
    }
  }, 240_000);

  afterAll(async () => {
    await copy?.remove();
  });

  const read = (path: string) => readFile(join(dist, path), 'utf8');

  it('builds', () => {
    expect(built.code, built.output.slice(-2000)).toBe(0);
  });

  it('has its own page at /blog/<id>', async () => {
    const html = await read(`blog/${id}.html`);
    expect(html).toContain('Editor Flow Fixture: Packing Light for a Long Flight');
    expect(html).toContain('"@type":"BlogPosting"');
  });

  it('appears on /blogs, newest in its category panel, in the search data and first in the archive', async () => {
    const html = await read('blogs.html');
    const panel = html.slice(html.indexOf('id="category-tips"'), html.indexOf('id="category-updates"'));
    expect(panel).toContain(`href="/blog/${id}"`);
    // The explorer's search data file (named in the page) carries the post's tags, which the search matches.
    const dataPath = /\/blogs\/posts-[a-z0-9]+\.json/.exec(html)?.[0];
    expect(dataPath).toBeDefined();
    expect(await read(dataPath!.slice(1))).toContain('zanzibar-fixture-tag');
    expect(await read('blogs/page/1.html')).toContain(`href="/blog/${id}"`);
  });

  it('is in the sitemap with its date as lastmod', async () => {
    const sitemap = await read('sitemap-0.xml');
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/blog/${id}</loc><lastmod>2026-11-21T00:00:00.000Z</lastmod>`));
  });

  it('is in the RSS feed', async () => {
    const feed = await read('rss.xml');
    expect(feed).toMatch(new RegExp(`<link>[^<]*/blog/${id}</link>`));
    expect(feed).toContain('Editor Flow Fixture: Packing Light for a Long Flight');
  });
});

describe('a post with a mistake fails the build', { timeout: 240_000 }, () => {
  it('names the file, the entry and the field', async () => {
    const copy = await makeProjectCopy('blog-bad-post-');
    try {
      const source = await readFile(fixture, 'utf8');
      await writeFile(join(copy.blogDir, 'bad-category-post.md'), source.replace('category: tips', 'category: recipes'));
      const { code, output } = await copy.build();
      expect(code).not.toBe(0);
      expect(output).toContain('bad-category-post');
      expect(output).toMatch(/category/);
    } finally {
      await copy.remove();
    }
  });
});
