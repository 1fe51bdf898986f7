import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { smallBuild, type SmallBuild } from './small-build';
import { matching, newestFirst, readPosts, type PostFacts } from './blog-posts';
import { addSyntheticPosts, scaleFixturePosts, syntheticPosts } from '../../support/synthetic-posts.mjs';
import { fillIn, plural } from '../../src/lib/text/placeholders';
import { stringsOf } from './expected';
import { wordsPattern } from './words-pattern';

/**
 * The blog with hundreds of posts: the site's blog listing (/blogs, its search data and the archive
 * pages) built with generated posts added (support/synthetic-posts.mjs), in a temporary copy.
 * The posts' own pages are left out of that build: what must scale is the listing. /blogs must stay
 * the size of its first screen, fetch the posts to search only on first use, still search and filter
 * every post correctly, and let a visitor without JavaScript reach every post through the archive pages.
 */
const categories = JSON.parse(readFileSync(join(process.cwd(), 'src/content/blog-categories/categories.json'), 'utf8')) as {
  id: string;
  name: string;
}[];
const posts: PostFacts[] = newestFirst([...readPosts(), ...syntheticPosts(scaleFixturePosts)]);
/** The blog's words (src/content/strings/en/blog.json). */
const s = stringsOf('blog');

/** The explorer's status line for found posts: their count (one/other form as the explorer picks it), the search and the category. */
const found = (count: number, query?: string, category?: string) =>
  [
    plural(s, 'status.found', count, s.locale),
    query ? fillIn(s['status.matching'], { query }) : '',
    category ? fillIn(s['status.inCategory'], { category }) : '',
  ]
    .filter(Boolean)
    .join(' ');

// The tests share one build: they run in this file's order, in one worker.
test.describe.configure({ mode: 'default' });
let site: SmallBuild;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = await smallBuild({
    pages: ['[...lang]/blogs.astro', '[...lang]/blogs/page/[page].astro', 'blogs/[searchData].json.ts'],
    prepare: (copy) => addSyntheticPosts(copy, syntheticPosts(scaleFixturePosts)),
  });
});
test.afterAll(async () => site?.close());

/** The explorer's status line (the sign-up form further down has a status of its own). */
const status = (page: Page) => page.locator('astro-island[component-url*="BlogExplorer"]').getByRole('status');
const resultLinks = (page: Page) => page.getByRole('tabpanel').getByRole('heading', { level: 3 }).getByRole('link');
const isSearchData = (url: string) => /^\/blogs\/posts-[^/]+\.json$/.test(new URL(url).pathname);

/** Opens /blogs and waits until the explorer island has hydrated (Astro drops its `ssr` attribute). */
async function openBlogs(page: Page, search = '') {
  await page.goto(`${site.url}/blogs${search}`);
  await expect(page.locator('astro-island[component-url*="BlogExplorer"]')).not.toHaveAttribute('ssr');
}

test('/blogs carries only its first screen, whatever the number of posts', async ({ request }) => {
  const scaled = await (await request.get(`${site.url}/blogs`)).text();
  const real = await (await request.get('/blogs')).text();
  // Featured Resources (3) and four panels of 3: no other post is in the page.
  const cards = (html: string) => new Set([...html.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1])).size;
  expect(cards(scaled)).toBeLessThanOrEqual(3 + categories.length * 3);
  expect(scaled).not.toContain(posts.at(-1)!.title);
  // Hundreds more posts cost only the panels filling up: at most 2 KB for each extra card shown.
  expect(scaled.length - real.length).toBeLessThanOrEqual(Math.max(0, cards(scaled) - cards(real)) * 2048 + 1024);
});

test('fetches the posts to search on first use only, then searches all of them', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => isSearchData(r.url()) && fetched.push(r.url()));
  await openBlogs(page);
  await expect(status(page)).toHaveText(plural(s, 'status.browsing', posts.length, s.locale, { categories: categories.length }));
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);

  const search = page.getByLabel(s['search.label']);
  const text = 'Guide 12';
  await search.fill(text);
  const expected = matching(posts, text);
  expect(expected.length).toBeGreaterThan(1);
  await expect(status(page)).toHaveText(found(expected.length, text));
  await expect(resultLinks(page)).toHaveText(expected.slice(0, 24).map((p) => p.title));
  expect(fetched).toHaveLength(1);

  // A tag of the oldest post, within its category.
  const oldest = posts.at(-1)!;
  const tag = oldest.tags[0]!;
  const category = categories.find((c) => c.id === oldest.category)!;
  await page.getByRole('tab', { name: category.name }).click();
  await search.fill(tag);
  const inCategory = matching(posts, tag, category.id);
  await expect(status(page)).toHaveText(found(inCategory.length, tag, category.name));
  expect(fetched).toHaveLength(1);
});

test('a category tab lists every post of the category, newest first, 24 at a time', async ({ page }) => {
  test.setTimeout(90_000);
  await openBlogs(page);
  for (const category of categories) {
    const expected = posts.filter((p) => p.category === category.id);
    await page.getByRole('tab', { name: category.name }).click();
    await expect(status(page)).toHaveText(found(expected.length, undefined, category.name));
    await expect(resultLinks(page)).toHaveText(expected.slice(0, 24).map((p) => p.title));
    await expect(page.getByRole('tabpanel').locator('.badge').filter({ visible: true })).toHaveText(
      Array(Math.min(24, expected.length)).fill(category.name),
    );
  }
  const last = categories.at(-1)!;
  const all = posts.filter((p) => p.category === last.id);
  await page.getByRole('button', { name: fillIn(s.showMore, { count: 24, remaining: all.length - 24 }) }).click();
  await expect(resultLinks(page)).toHaveText(all.slice(0, 48).map((p) => p.title));
});

test('"Show more" takes keyboard focus to the first post it adds, the last time too', async ({ page }) => {
  test.setTimeout(90_000);
  await openBlogs(page);
  // The smallest category that needs the button: a few presses reach its end.
  const [category] = categories
    .map((c) => [c, posts.filter((p) => p.category === c.id).length] as const)
    .filter(([, count]) => count > 24)
    .sort((a, b) => a[1] - b[1])[0]!;
  await page.getByRole('tab', { name: category.name }).click();
  const more = page.getByRole('button', { name: new RegExp(`^${wordsPattern(s.showMore, { count: '\\d+', remaining: '\\d+' })}$`) });
  await expect(more).toBeVisible();
  while (await more.isVisible()) {
    const before = await resultLinks(page).count();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(resultLinks(page).nth(before)).toBeFocused();
  }
});

test('without JavaScript every post is reached through the archive pages, newest first', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.url}/blogs`);
  await page.getByRole('link', { name: fillIn(s.browseAll, { count: posts.length }) }).click();
  await expect(page).toHaveURL(/\/blogs\/page\/1$/);
  const pager = page.getByRole('navigation', { name: s['pager.label'] });
  await expect(pager.locator('[aria-current="page"]')).toHaveText(`${s['pager.pageNumber']} 1`);
  await expect(pager.getByRole('link', { name: `${s['pager.next']} ${s['pager.page']}` })).toHaveAttribute('href', '/blogs/page/2');
  await context.close();

  // The rest of the way as a crawler goes: the post links on each page, then its rel="next" link.
  const seen: string[] = [];
  for (let path: string | undefined = '/blogs/page/1', n = 1; path; n++) {
    const html = await (await request.get(`${site.url}${path}`)).text();
    expect(/<a href="\/blogs\/page\/(\d+)" aria-current="page"/.exec(html)?.[1]).toBe(String(n));
    const onPage = [...html.matchAll(/<h2[^>]*>\s*<a href="\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1]!);
    expect(onPage.length).toBeLessThanOrEqual(24);
    seen.push(...onPage);
    path = /<a href="([^"]+)" rel="next"/.exec(html)?.[1];
  }
  expect(seen).toEqual(posts.map((p) => p.id));
});
