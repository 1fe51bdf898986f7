import { expect, test, type Page } from '@playwright/test';
import { formatPostDate } from '../../src/lib/blog/card';
import { brand } from '../../src/config/site';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';
import { fillIn, plural } from '../../src/lib/text/placeholders';
import { pageCopy, shown, stringsOf, titleOf } from './expected';
import { readsAsEnglish } from '../../src/lib/i18n/script';
import { languageCodes } from '../../src/config/languages';
import { pathInLanguage } from '../../src/lib/i18n/languagePaths';
import { wordsPattern } from './words-pattern';

/** The blog page's own words: its hero and section headings. */
const copy = pageCopy('blogs');
/** The blog's words (src/content/strings/en/blog.json) and the sign-up form's (forms.json). */
const s = stringsOf('blog');
const forms = stringsOf('forms');
const searchLabel = s['search.label'];
const allTab = s['tabs.all'];

/** Every post, read from the feed so the test follows the content (ids are the URL slugs). */
async function postLinksFromFeed(page: Page): Promise<string[]> {
  const response = await page.request.get('/rss.xml');
  const xml = await response.text();
  return [...xml.matchAll(/<link>[^<]*?(\/blog\/[^<]+)<\/link>/g)].map((m) => m[1]!);
}

/** Opens /blogs and waits until the explorer island has hydrated (Astro drops its `ssr` attribute). */
async function openBlogs(page: Page, search = '') {
  await page.goto(`/blogs${search}`);
  await expect(page.locator('astro-island[component-url*="BlogExplorer"]')).not.toHaveAttribute('ssr');
}

const explorer = (page: Page) => page.getByRole('tabpanel');
const resultLinks = (page: Page) => explorer(page).getByRole('heading', { level: 3 }).getByRole('link');
/** The explorer's status line (the sign-up form further down has a status of its own). */
const status = (page: Page) => page.locator('astro-island[component-url*="BlogExplorer"]').getByRole('status');

/** Every post, newest first, as the English pages show it; its author and category spelled out. */
const blogPosts = shown().blog.posts;
const blogCategories = shown().blog.categories;
const authorOf = (id: string) => blogPosts.find((post) => post.id === id)!.author;
const categoryName = (id: string) => blogCategories.find((category) => category.id === id)!.name;
/** A post as the pages of a language show it (translated there, or English). */
const postIn = (id: string, lang: 'en' | 'hi') => shown(lang).blog.posts.find((post) => post.id === id)!;
/** Whether a post is written in Hindi too. */
const translatedIntoHindi = (id: string) => postIn(id, 'hi').lang === 'hi';

/**
 * What the explorer should list, worked out from the content by the rule visitors are promised: the
 * search text, trimmed and case-insensitive, appears in a post's title, excerpt or one of its tags; the
 * category, when chosen, narrows the list; newest first.
 */
function expectedTitles(query: string, category?: string): string[] {
  const needle = query.trim().toLowerCase();
  return blogPosts
    .filter((post) => !category || post.category === category)
    .filter((post) => [post.title, post.excerpt, ...post.tags].some((text) => text.toLowerCase().includes(needle)))
    .map((post) => post.title);
}

/**
 * The explorer's status line for a search and/or a category: the count (its one/other form picked as the
 * explorer picks it), the search and the category, each in the words of the strings.
 */
function expectedStatus(query: string, category?: string): string {
  const count = expectedTitles(query, category).length;
  return [
    count === 0 ? s['status.none'] : plural(s, 'status.found', count, s.locale),
    query.trim() ? fillIn(s['status.matching'], { query: query.trim() }) : '',
    category ? fillIn(s['status.inCategory'], { category: categoryName(category) }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

test.describe('a blog post page', () => {
  test('shows the post with author, date, reading time, tags, category, cover and related posts', async ({ page }) => {
    const post = blogPosts[0]!;
    await page.goto(`/blog/${post.id}`);
    // A title too long for search results is cut at a word and still ends with the brand.
    await expect(page).toHaveTitle(titleOf(`/blog/${post.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);

    const breadcrumb = page.getByRole('navigation', { name: s.breadcrumb });
    await expect(breadcrumb.getByRole('link', { name: s['breadcrumb.home'] })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: s['breadcrumb.blog'] })).toHaveAttribute('href', '/blogs');
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(post.title);

    const author = authorOf(post.id);
    await expect(page.getByText(author.name, { exact: true })).toBeVisible();
    await expect(page.getByText(author.role, { exact: true })).toBeVisible();
    const day = post.date.slice(0, 10);
    await expect(page.locator(`time[datetime="${day}"]`).first()).toHaveText(formatPostDate(new Date(post.date), 'en-IN'));
    // A screen reader reads the hidden word and the date apart.
    await expect(page.locator('p', { has: page.locator(`time[datetime="${day}"]`) }).first()).toHaveText(
      `${s['post.published']} ${formatPostDate(new Date(post.date), 'en-IN')}`,
    );
    await expect(page.getByText(new RegExp(`^${wordsPattern(s.readTime, { minutes: '\\d+' })}$`)).first()).toBeVisible();
    await expect(page.getByRole('list', { name: s['post.tags'] }).getByRole('listitem')).toHaveText(post.tags.map((tag) => `#${tag}`));
    await expect(page.getByRole('link', { name: categoryName(post.category), exact: true })).toHaveAttribute(
      'href',
      `/blog/category/${post.category}`,
    );
    await expect(page.getByRole('img', { name: post.imageAlt })).toBeVisible();

    // The article's own headings, as the editor wrote them.
    const article = page.locator('article.prose');
    const headings = [...post.body.matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim());
    await expect(article.getByRole('heading', { level: 2 })).toHaveText(headings);

    const related = page.getByRole('region', { name: s['post.related'] });
    const relatedLinks = related.getByRole('heading', { level: 3 }).getByRole('link');
    const count = await relatedLinks.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    for (const href of await relatedLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
      expect(href).not.toBe(`/blog/${post.id}`);
    }
  });

  test('on a wide screen the cover is a file sharp enough for its size, not the phone copy inside the page', async ({ page }) => {
    const post = blogPosts[0]!;
    await page.goto(`/blog/${post.id}`);
    const cover = page.getByRole('img', { name: post.imageAlt });
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const { src, drawnWidth, shownWidth } = await cover.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      drawnWidth: img.naturalWidth,
      shownWidth: img.getBoundingClientRect().width * devicePixelRatio,
    }));
    expect(src).not.toMatch(/^data:/);
    expect(drawnWidth).toBeGreaterThanOrEqual(shownWidth);
  });

  test('describes itself as a BlogPosting and shares its own generated image', async ({ page }) => {
    // A post updated after it was published, if there is one: both dates are stated.
    const post = blogPosts.find((p) => p.updated) ?? blogPosts[0]!;
    await page.goto(`/blog/${post.id}`);
    // The page also carries the site-wide Organization and breadcrumb blocks: find the post's own.
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text)).find((block) => block['@type'] === 'BlogPosting') ?? {};
    expect(data['@type']).toBe('BlogPosting');
    expect(data.headline).toBe(await page.getByRole('heading', { level: 1 }).textContent());
    expect(data.datePublished).toBe(post.date);
    expect(data.dateModified).toBe(post.updated ?? post.date);
    const author = authorOf(post.id);
    expect(data.author).toMatchObject({ '@type': 'Person', name: author.name, jobTitle: author.role });
    expect(data.publisher).toMatchObject({ '@type': 'Organization', name: expect.any(String) });
    for (const url of data.image) expect(url).toMatch(/^https?:\/\/[^/]+\/.+\.(webp|png)$/);

    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toMatch(new RegExp(`/og/blog/${post.id}\\.png$`));
    const png = await page.request.get(new URL(ogImage!).pathname);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toContain('image/png');
    const bytes = await png.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('a post translated into Hindi shares its own image, drawn with its Hindi title', async ({ page }) => {
    const post = blogPosts.find((p) => translatedIntoHindi(p.id));
    expect(post, 'a post with a Hindi translation').toBeDefined();
    await page.goto(`/hi/blog/${post!.id}`);
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(ogImage!).pathname).toBe(`/hi/og/blog/${post!.id}.png`);
    const [hindi, english] = await Promise.all([
      page.request.get(`/hi/og/blog/${post!.id}.png`),
      page.request.get(`/og/blog/${post!.id}.png`),
    ]);
    expect(hindi.headers()['content-type']).toContain('image/png');
    const bytes = await hindi.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(bytes.equals(await english.body()), 'not the English image').toBe(false);
  });
});

test.describe('the blog in Hindi', () => {
  const hi = stringsOf('blog', 'hi');
  const translated = blogPosts.filter((post) => translatedIntoHindi(post.id));
  /** The related posts' ids a post page suggests, in order. */
  const relatedIds = (page: Page, w: Record<string, string>) =>
    page
      .getByRole('region', { name: w['post.related'] })
      .getByRole('heading', { level: 3 })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split('/').pop()!));

  test('a Hindi post shows its tags in Hindi, codes kept in Latin marked English, and suggests the posts its English page does', async ({
    page,
  }) => {
    // A translated post with both kinds of tag, where there is one.
    const post =
      translated.find((p) => postIn(p.id, 'hi').tags.some(readsAsEnglish) && !postIn(p.id, 'hi').tags.every(readsAsEnglish)) ??
      translated[0]!;
    const tags = postIn(post.id, 'hi').tags;
    await page.goto(`/blog/${post.id}`);
    const english = await relatedIds(page, s);

    await page.goto(`/hi/blog/${post.id}`);
    const tagItems = page.getByRole('list', { name: hi['post.tags'] }).getByRole('listitem');
    await expect(tagItems).toHaveText(tags.map((tag) => `#${tag}`));
    expect(await tagItems.evaluateAll((items) => items.map((item) => item.getAttribute('lang')))).toEqual(
      tags.map((tag) => (readsAsEnglish(tag) ? 'en' : null)),
    );
    // Related posts follow the English post's tags, so both languages suggest the same.
    expect(await relatedIds(page, hi)).toEqual(english);
  });

  test('the explorer on /hi/blogs finds a post by a Hindi tag alone', async ({ page }) => {
    const hindi = shown('hi').blog.posts;
    const shownIn = (post: (typeof hindi)[number]) => [post.title, post.excerpt, ...post.tags].join(' ').toLowerCase();
    // A Hindi tag no title or excerpt holds: only the tags can find it.
    const tag = hindi
      .flatMap((post) => post.tags)
      .find((t) => !readsAsEnglish(t) && !hindi.some((post) => `${post.title} ${post.excerpt}`.toLowerCase().includes(t)));
    expect(tag, 'a Hindi tag found in no title or excerpt').toBeDefined();
    await page.goto(`/hi/blogs?q=${encodeURIComponent(tag!)}`);
    await expect(page.locator('astro-island[component-url*="BlogExplorer"]')).not.toHaveAttribute('ssr');
    await expect(page.getByLabel(hi['search.label']!)).toHaveValue(tag!);
    await expect(resultLinks(page)).toHaveText(
      hindi.filter((post) => shownIn(post).includes(tag!.toLowerCase())).map((post) => post.title),
    );

    // Typed without its nukta, as Hindi often is ("वीजा"), a title's word still finds every post that has it.
    const nukta = '\u093C';
    const word = hindi
      .flatMap((post) => post.title.normalize('NFD').split(/\s+/))
      .find((w) => w.includes(nukta) && !hindi.some((post) => shownIn(post).normalize('NFD').includes(w.replaceAll(nukta, ''))));
    expect(word, 'a title word with a nukta').toBeDefined();
    const typed = word!.replaceAll(nukta, '');
    await page.getByLabel(hi['search.label']!).fill(typed);
    await expect(resultLinks(page)).toHaveText(
      hindi.filter((post) => shownIn(post).normalize('NFD').includes(word!)).map((post) => post.title),
    );
  });
});

test.describe('the RSS feed', () => {
  test('is advertised in the head of every page', async ({ page }) => {
    for (const path of ['/', '/blogs', `/blog/${blogPosts.at(-1)!.id}`]) {
      await page.goto(path);
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml');
    }
  });

  for (const lang of languageCodes.codes) {
    const home = pathInLanguage('/', lang, languageCodes);
    const feedPath = pathInLanguage('/rss.xml', lang, languageCodes);
    test(`${feedPath} is well-formed RSS 2.0 in its language, every post linking to its page there`, async ({ page, baseURL }) => {
      const response = await page.request.get(feedPath);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      await page.goto(home);
      const feed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          version: doc.documentElement.getAttribute('version'),
          title: doc.querySelector('channel > title')?.textContent,
          link: doc.querySelector('channel > link')?.textContent,
          language: doc.querySelector('channel > language')?.textContent,
          items: [...doc.querySelectorAll('item')].map((item) => ({
            title: item.querySelector('title')?.textContent,
            link: item.querySelector('link')?.textContent,
            pubDate: item.querySelector('pubDate')?.textContent,
            description: item.querySelector('description')?.textContent,
          })),
        };
      }, xml);
      expect(feed.error).toBeNull();
      expect(feed.version).toBe('2.0');
      expect(feed.title).toBe(fillIn(stringsOf('layout', lang).rssTitle, { brand: brand.name }));
      expect(feed.language).toBe(lang);
      // The feed's own link is its language's home page.
      expect(new URL(feed.link!).pathname).toBe(home);
      const postPath = (id: string) => pathInLanguage(`/blog/${id}`, lang, languageCodes);
      expect(feed.items.map((item) => new URL(item.link!).pathname).sort()).toEqual(blogPosts.map((post) => postPath(post.id)).sort());
      for (const item of feed.items) {
        const path = new URL(item.link!).pathname;
        // The title the post's page in this language shows (the English one where it is not translated).
        expect(item.title).toBe(postIn(blogPosts.find((post) => postPath(post.id) === path)!.id, lang).title);
        expect(item.description).toBeTruthy();
        expect(Number.isNaN(Date.parse(item.pubDate ?? ''))).toBe(false);
        expect((await page.request.get(new URL(path, baseURL).href)).status()).toBe(200);
      }
    });
  }
});

test.describe('/blogs explorer', () => {
  test('opens on All with Featured Resources and a panel per category of at most three posts', async ({ page }) => {
    await openBlogs(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
    await expect(page.getByRole('tab', { name: allTab })).toHaveAttribute('aria-selected', 'true');
    await expect(status(page)).toHaveText(plural(s, 'status.browsing', blogPosts.length, s.locale, { categories: blogCategories.length }));
    await expect(page.getByRole('heading', { level: 2, name: s.featured })).toBeVisible();

    for (const { name, id } of blogCategories) {
      const panel = page.getByRole('region', { name, exact: true });
      await expect(panel.getByRole('heading', { level: 2, name })).toBeVisible();
      const posts = await panel.getByRole('heading', { level: 3 }).count();
      expect(posts).toBeGreaterThanOrEqual(1);
      expect(posts).toBeLessThanOrEqual(3);
      await expect(panel.getByRole('link', { name: fillIn(s.viewAll, { category: name }) })).toHaveAttribute(
        'href',
        `/blog/category/${id}`,
      );
    }
    for (const href of await resultLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
    }
  });

  test('search is case-insensitive over title, excerpt and tags, and announces the count', async ({ page }) => {
    await openBlogs(page);
    const search = page.getByLabel(searchLabel);

    await search.fill('IELTS');
    await expect(status(page)).toHaveText(expectedStatus('IELTS'));
    await expect(resultLinks(page)).toHaveText(expectedTitles('IELTS'));
    await expect(status(page)).toHaveAttribute('aria-live', 'polite');

    // A tag no title or excerpt mentions, where the content has one: only the tags can match it.
    const tags = blogPosts.flatMap((post) => post.tags);
    const tagOnly = tags.find((tag) => !blogPosts.some((post) => `${post.title} ${post.excerpt}`.toLowerCase().includes(tag))) ?? tags[0]!;
    await search.fill(tagOnly);
    expect(expectedTitles(tagOnly).length).toBeGreaterThan(0);
    await expect(resultLinks(page)).toHaveText(expectedTitles(tagOnly));

    await search.fill('  usa '); // surrounding spaces are ignored; title or tag
    await expect(status(page)).toHaveText(expectedStatus('usa'));
    await expect(resultLinks(page)).toHaveText(expectedTitles('usa'));
    await expect(page).toHaveURL(/\/blogs\?q=\+*usa\+*$/);
  });

  test('category tabs by mouse show every post of the category as one list', async ({ page }) => {
    await openBlogs(page);
    await page.getByRole('tab', { name: categoryName('study-guides') }).click();
    await expect(page.getByRole('tab', { name: categoryName('study-guides') })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: allTab })).toHaveAttribute('aria-selected', 'false');
    await expect(explorer(page)).toHaveAttribute('aria-labelledby', 'blog-tab-study-guides');
    await expect(status(page)).toHaveText(expectedStatus('', 'study-guides'));
    await expect(resultLinks(page)).toHaveText(expectedTitles('', 'study-guides'));
    await expect(page.getByRole('heading', { name: s.featured })).toHaveCount(0);
    await expect(page).toHaveURL(/\/blogs\?category=study-guides$/);

    await page.getByRole('tab', { name: categoryName('updates') }).click();
    await expect(resultLinks(page)).toHaveText(expectedTitles('', 'updates'));
  });

  test('tabs follow the WAI-ARIA keyboard pattern', async ({ page }) => {
    await openBlogs(page);
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    await expect(page.getByRole('tablist', { name: s['tabs.label'] })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(blogCategories.length + 1);
    await expect(tab(allTab)).toHaveAttribute('tabindex', '0');
    await expect(tab(categoryName('tips'))).toHaveAttribute('tabindex', '-1');

    await page.getByLabel(searchLabel).focus();
    await page.keyboard.press('Tab');
    await expect(tab(allTab)).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(tab(categoryName('study-guides'))).toBeFocused();
    await expect(tab(categoryName('study-guides'))).toHaveAttribute('aria-selected', 'true');
    await expect(tab(categoryName('study-guides'))).toHaveAttribute('tabindex', '0');
    await expect(tab(allTab)).toHaveAttribute('tabindex', '-1');

    await page.keyboard.press('End');
    await expect(tab(categoryName('student-life'))).toBeFocused();
    await expect(status(page)).toHaveText(expectedStatus('', 'student-life'));
    await page.keyboard.press('ArrowRight'); // wraps
    await expect(tab(allTab)).toBeFocused();
    await page.keyboard.press('ArrowLeft'); // wraps back
    await expect(tab(categoryName('student-life'))).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab(allTab)).toBeFocused();
    await expect(tab(allTab)).toHaveAttribute('aria-selected', 'true');

    // One tab stop: Tab leaves the tab list.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tab').and(page.locator(':focus'))).toHaveCount(0);
  });

  test('search combines with the category, and an empty result says so', async ({ page }) => {
    await openBlogs(page);
    await page.getByRole('tab', { name: categoryName('tips') }).click();
    await page.getByLabel(searchLabel).fill('scholarship');
    await expect(status(page)).toHaveText(expectedStatus('scholarship', 'tips'));
    await expect(resultLinks(page)).toHaveText(expectedTitles('scholarship', 'tips'));
    await expect(page).toHaveURL(/\?q=scholarship&category=tips$/);

    await page.getByRole('tab', { name: categoryName('student-life') }).click();
    await expect(status(page)).toHaveText(expectedStatus('scholarship', 'student-life'));
    await page.getByLabel(searchLabel).fill('quetzalcoatl'); // in no post
    expect(expectedTitles('quetzalcoatl', 'student-life')).toEqual([]);
    await expect(status(page)).toHaveText(expectedStatus('quetzalcoatl', 'student-life'));
    await expect(page.getByRole('heading', { name: s['empty.title'] })).toBeVisible();
    await expect(page.getByText(s['empty.text'])).toBeVisible();
    await expect(resultLinks(page)).toHaveCount(0);

    await page.getByRole('button', { name: s['empty.clear'] }).click();
    await expect(page.getByLabel(searchLabel)).toHaveValue('');
    await expect(page.getByRole('tab', { name: allTab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: s.featured })).toBeVisible();
    await expect(page).toHaveURL(/\/blogs$/);
  });

  test('a shared URL opens the same view and Back restores the previous one', async ({ page }) => {
    await openBlogs(page, '?q=toefl&category=tips');
    await expect(page.getByLabel(searchLabel)).toHaveValue('toefl');
    await expect(page.getByRole('tab', { name: categoryName('tips') })).toHaveAttribute('aria-selected', 'true');
    await expect(resultLinks(page)).toHaveText(expectedTitles('toefl', 'tips'));

    await page.getByRole('tab', { name: allTab }).click();
    await expect(page).toHaveURL(/\/blogs\?q=toefl$/);
    await page.getByLabel(searchLabel).fill('');
    await page.getByLabel(searchLabel).pressSequentially('budget');
    await expect(page).toHaveURL(/\/blogs\?q=budget$/);
    await expect(resultLinks(page)).toHaveText(expectedTitles('budget'));

    // A run of keystrokes is one history entry: one Back undoes the typing.
    await page.goBack();
    await expect(page).toHaveURL(/\/blogs\?q=toefl$/);
    await expect(page.getByLabel(searchLabel)).toHaveValue('toefl');
    await page.goBack();
    await expect(page).toHaveURL(/\?q=toefl&category=tips$/);
    await expect(page.getByRole('tab', { name: categoryName('tips') })).toHaveAttribute('aria-selected', 'true');
    await page.goForward();
    await expect(page.getByRole('tab', { name: allTab })).toHaveAttribute('aria-selected', 'true');
  });

  test('an unknown category falls back to All and the query is shown only as text', async ({ page }) => {
    await openBlogs(page, '?category=recipes&q=%3Cimg%20src%3Dx%20onerror%3D%22document.title%3D1%22%3E');
    await expect(page.getByRole('tab', { name: allTab })).toHaveAttribute('aria-selected', 'true');
    const query = '<img src=x onerror="document.title=1">';
    expect(expectedTitles(query)).toEqual([]);
    await expect(status(page)).toHaveText(expectedStatus(query));
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page).not.toHaveTitle('1');
  });

  test('fetches the posts to search only when the visitor reaches for the search or the tabs', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => /^\/blogs\/posts-[^/]+\.json$/.test(new URL(r.url()).pathname) && fetched.push(r.url()));
    await openBlogs(page);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    await page.getByRole('tab', { name: allTab }).focus();
    await expect.poll(() => fetched.length).toBe(1);
    await page.getByRole('tab', { name: categoryName('tips') }).click();
    await page.getByLabel(searchLabel).fill('visa');
    const matching = `${fillIn(s['status.matching'], { query: 'visa' })} ${fillIn(s['status.inCategory'], { category: categoryName('tips') })}`;
    await expect(status(page)).toHaveText(new RegExp(`${escapeRegExp(matching)}$`));
    expect(fetched).toHaveLength(1);
  });

  test('the newsletter block thanks the subscriber', async ({ page }) => {
    await openBlogs(page);
    const email = page.getByLabel(forms['email.label']);
    await expect(email).toHaveAttribute('type', 'email');
    await email.fill('student@example.com');
    await page.getByRole('button', { name: forms.subscribe }).click();
    await expect(page.getByText(forms.thanks)).toBeVisible();
  });
});

test.describe('/blogs without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the first screen, hides controls that need script and reaches every post through the archive', async ({ page }) => {
    const expected = await postLinksFromFeed(page);
    expect(expected).toHaveLength(blogPosts.length);
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 2, name: s.featured })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: copy.sections.allArticles!.title })).toBeVisible();
    await expect(page.getByLabel(searchLabel)).toBeHidden();
    await expect(page.getByRole('tab', { name: allTab })).toBeHidden();

    await page.getByRole('link', { name: fillIn(s.browseAll, { count: expected.length }) }).click();
    await expect(page).toHaveURL(/\/blogs\/page\/1$/);
    const hrefs: string[] = [];
    for (;;) {
      hrefs.push(
        ...(await page
          .getByRole('main')
          .locator('a[href^="/blog/"]:visible')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))),
      );
      const next = page
        .getByRole('navigation', { name: s['pager.label'] })
        .getByRole('link', { name: `${s['pager.next']} ${s['pager.page']}` });
      if ((await next.count()) === 0) break;
      await next.click();
    }
    for (const href of expected) expect(hrefs).toContain(href);
  });
});
