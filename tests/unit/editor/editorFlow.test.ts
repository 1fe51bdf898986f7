/**
 * The editor's promise: each real-world change is one edit in one place, and the site follows with no
 * code change. In a temporary copy of the site an editor adds a partner university (a copy of an
 * existing entry with a new name and id), adds a blog post (one Markdown file) and changes the phone
 * number in the site settings (src/content/site-settings/contact.json); the copy builds, and each shows up wherever it should. A mistake fails
 * the build with a message naming the file, the entry and the field. Nothing is ever added to the repo.
 */
import { copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProjectCopy } from '../../../scripts/lib/project-copy.mjs';
import { contact } from '~/config/site';
import { phoneText } from '~/lib/contact/phoneText';

const fixture = 'tests/fixtures/blog/editor-flow-fixture.md';
const postId = 'editor-flow-fixture';
const university = { id: 'editor-flow-university', name: 'Editor Flow Institute of Technology' };
const phone = { display: '+91 99887 76655', e164: '+919988776655' };
const digits = (e164: string) => e164.replace(/\D/g, '');

type Copy = Awaited<ReturnType<typeof makeProjectCopy>>;
type Entry = Record<string, unknown> & { id: string; name: string; partner?: { order: number; featured: boolean } };

/** The editor copies the last partner university, gives it a new id and name, and lists it last. */
async function addPartnerUniversity(copy: Copy) {
  const file = join(copy.root, 'src/content/universities/universities.json');
  const entries = JSON.parse(await readFile(file, 'utf8')) as Entry[];
  const partners = entries.filter((entry) => entry.partner);
  const last = partners.reduce((a, b) => (b.partner!.order > a.partner!.order ? b : a));
  // A copy keeps the partner listing only: the home grid, a country page and an own page belong to the original.
  const { home: _home, countryPage: _countryPage, page: _page, illustration: _illustration, ...copied } = last;
  entries.push({ ...copied, ...university, partner: { order: last.partner!.order + 1, featured: false } });
  await writeFile(file, JSON.stringify(entries, null, 2));
}

/** The editor changes the phone number in the site settings, as the admin's Site settings form does. */
async function changePhoneNumber(copy: Copy) {
  const file = join(copy.root, 'src/content/site-settings/contact.json');
  const settings = JSON.parse(await readFile(file, 'utf8')) as { phone: string };
  expect(settings.phone).not.toBe(phone.display);
  await writeFile(file, JSON.stringify({ ...settings, phone: phone.display }, null, 2));
}

describe('an editor adds a university and a post and changes the phone number', { timeout: 300_000 }, () => {
  let copy: Copy;
  let dist: string;
  let built: { code: number | null; output: string };

  beforeAll(async () => {
    copy = await makeProjectCopy('editor-flow-');
    try {
      await addPartnerUniversity(copy);
      await copyFile(fixture, join(copy.blogDir, `${postId}.md`));
      await changePhoneNumber(copy);
      dist = join(copy.root, 'dist');
      built = await copy.build(dist);
    } catch (error) {
      await copy.remove();
      throw error;
    }
  }, 300_000);

  afterAll(async () => {
    await copy?.remove();
  });

  const read = (path: string) => readFile(join(dist, path), 'utf8');

  it('builds', () => {
    expect(built.code, built.output.slice(-2000)).toBe(0);
  });

  it('lists the new university among the partners on /universities', async () => {
    const html = await read('universities.html');
    // Server-rendered inside the finder, and in the island's props for searching.
    expect(html).toMatch(new RegExp(`<h3[^>]*>${university.name}</h3>`));
    expect(html).toContain(`&quot;id&quot;:[0,&quot;${university.id}&quot;]`);
  });

  it('publishes the post at /blog/<id>, on /blogs (newest in its category and in the search data) and first in the archive', async () => {
    const page = await read(`blog/${postId}.html`);
    expect(page).toContain('Editor Flow Fixture: Packing Light for a Long Flight');
    expect(page).toContain('"@type":"BlogPosting"');
    const blogs = await read('blogs.html');
    const panel = blogs.slice(blogs.indexOf('id="category-tips"'), blogs.indexOf('id="category-updates"'));
    expect(panel).toContain(`href="/blog/${postId}"`);
    // The explorer's search data file (named in the page) carries the post's tags, which the search matches.
    const dataPath = /\/blogs\/posts-[a-z0-9]+\.json/.exec(blogs)?.[0];
    expect(dataPath).toBeDefined();
    expect(await read(dataPath!.slice(1))).toContain('zanzibar-fixture-tag');
    expect(await read('blogs/page/1.html')).toContain(`href="/blog/${postId}"`);
  });

  it('puts the post in the sitemap with its date as lastmod, and in the RSS feed', async () => {
    const sitemap = await read('sitemap-0.xml');
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/blog/${postId}</loc><lastmod>2026-11-21T00:00:00.000Z</lastmod>`));
    const feed = await read('rss.xml');
    expect(feed).toMatch(new RegExp(`<link>[^<]*/blog/${postId}</link>`));
    expect(feed).toContain('Editor Flow Fixture: Packing Light for a Long Flight');
  });

  it('calls and chats on the new number on every page, and the old one is gone', async () => {
    const pages = (await readdir(dist, { recursive: true })).filter((path) => path.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    for (const path of pages) {
      const html = await read(path);
      if (!html.includes('tel:')) continue;
      expect(html, path).toContain(`href="tel:${phone.e164}"`);
      expect(html, path).not.toContain(digits(contact.phoneE164));
    }
    const home = await read('index.html');
    expect(home).toContain(`https://wa.me/${digits(phone.e164)}?text=`);
    const contactPage = await read('contact.html');
    expect(contactPage).toContain(phoneText(phone.display));
    expect(contactPage).toContain(`href="https://wa.me/${digits(phone.e164)}?text=`);
  });
});

describe('a mistake fails the build, naming the file, the entry and the field', { timeout: 240_000 }, () => {
  it('in a blog post', async () => {
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

  it('in a student story', async () => {
    const copy = await makeProjectCopy('bad-story-');
    try {
      const file = join(copy.root, 'src/content/student-stories/stories.json');
      const stories = JSON.parse(await readFile(file, 'utf8')) as Entry[];
      stories[0] = { ...stories[0]!, stars: 4 };
      await writeFile(file, JSON.stringify(stories, null, 2));
      const { code, output } = await copy.build();
      expect(code).not.toBe(0);
      expect(output).toContain('src/content/student-stories/stories.json');
      expect(output).toContain(stories[0].id);
      expect(output).toMatch(/stars/);
    } finally {
      await copy.remove();
    }
  });
});
