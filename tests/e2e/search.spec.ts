import { expect, test, type Locator, type Page } from '@playwright/test';
import { headingOf, pageCopy, shown, stringsOf, type Lang } from './expected';
import { languageCodes, languages } from '../../src/config/languages';
import { languageOfPath, pathInLanguage } from '../../src/lib/i18n/languagePaths';
import { comingSoonPaths, headerPaths } from './site-map';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';
import { fillIn } from '../../src/lib/text/placeholders';
import { mainNav } from '../../src/config/navigation';
import { wordsPattern } from './words-pattern';

/**
 * Site search (Pagefind): the header's Search button, "/" and Ctrl+K open a dialog that searches every
 * public page; /search?q= holds the same search for shared links. Nothing of it loads before the
 * visitor opens it, and it runs within the page's Content Security Policy.
 */
// Each test loads Pagefind's script, WebAssembly and index in a fresh page: allow for a busy machine.
test.describe.configure({ timeout: 60_000 });

/** The search's words (src/content/strings/en/search.json) and the header's (layout.json). */
const s = stringsOf('search');
const headerSearch = stringsOf('layout').search;
/** The header link to a path, named as the navigation strings (navigation.json) name it ("About Us" for /about). */
const navWords = stringsOf('navigation');
const linkName = (path: string) => navWords[`main.${mainNav.find((link) => link.path === path)!.key}`];

/** The status line for results found for `term`, in either of its one/other forms, as a pattern source. */
const foundPattern = (term: string) =>
  `(?:${['status.found.one', 'status.found.other'].map((key) => wordsPattern(s[key], { count: '\\d+', term: escapeRegExp(term) })).join('|')})`;

const dialog = (page: Page) => page.getByRole('dialog', { name: s['dialog.title'] });
const searchBox = (scope: Page | Locator) => scope.getByLabel(s.label);
const results = (scope: Page | Locator) => scope.getByRole('list', { name: s.results });
const resultTo = (scope: Page | Locator, path: string) => results(scope).locator(`a[href="${path}"]`);
const searchButton = (page: Page) => page.getByRole('button', { name: headerSearch, exact: true });

/** Records Content Security Policy violations, so a test can assert there were none. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  return violations;
}

async function openSearch(page: Page) {
  await searchButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(searchBox(dialog(page))).toBeFocused();
}

async function searchFor(scope: Page | Locator, text: string) {
  await searchBox(scope).fill(text);
  await expect(scope.getByRole('status')).toHaveText(new RegExp(`^${foundPattern(text)}$`));
}

test.describe('the header search', () => {
  test('loads no search script or index until the visitor opens it', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/pagefind/') || /SearchDialog|SearchPanel/.test(pathname)) asked.push(pathname);
    });
    for (const path of ['/', '/blogs', '/destinations/canada']) {
      await page.goto(path);
      await page.mouse.wheel(0, 4000);
      await searchButton(page).hover();
      await page.waitForLoadState('networkidle');
    }
    expect(asked).toEqual([]);

    await openSearch(page);
    await expect.poll(() => asked.some((path) => path.startsWith('/pagefind/pagefind'))).toBe(true);
  });

  test('finds a partner university by name, on the universities page', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/');
    await openSearch(page);
    const { partners } = shown().universities;
    for (const university of [partners[0]!, partners.at(-1)!]) {
      await searchFor(dialog(page), university.name);
      await expect(resultTo(dialog(page), '/universities')).toBeVisible();
    }
    expect(violations).toEqual([]);
  });

  test('finds the language-training page for "IELTS" and the Canada page for "GIC"', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/about');
    await openSearch(page);

    await searchFor(dialog(page), 'IELTS');
    const languageTraining = resultTo(dialog(page), '/services/language-training');
    await expect(languageTraining).toBeVisible();
    await expect(languageTraining).toContainText(s['kind.service']);
    await expect(languageTraining).toContainText(headingOf('/services/language-training'));

    await searchFor(dialog(page), 'GIC');
    const canada = resultTo(dialog(page), '/destinations/canada');
    await expect(canada).toBeVisible();
    // Each result shows the page's kind, its title and an excerpt with the match marked.
    await expect(canada).toContainText(s['kind.destination']);
    await expect(canada).toContainText(headingOf('/destinations/canada'));
    await expect(canada.locator('mark').first()).toHaveText(/GIC/i);
    expect(violations).toEqual([]);
  });

  test('finds a post by one of its tags', async ({ page }) => {
    // The rarest one-word tag of all posts: the post that carries it must be found.
    const { posts } = shown().blog;
    const uses = new Map<string, number>();
    for (const tag of posts.flatMap((p) => p.tags)) uses.set(tag, (uses.get(tag) ?? 0) + 1);
    const [tag] = [...uses].filter(([t]) => /^[a-z]{3,}$/.test(t)).sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))[0]!;
    const post = posts.find((p) => p.tags.includes(tag))!;

    await page.goto('/');
    await openSearch(page);
    await searchFor(dialog(page), tag);
    const found = resultTo(dialog(page), `/blog/${post.id}`);
    await expect(found).toBeVisible();
    await expect(found).toContainText(s['kind.article']);
    await expect(found).toContainText(post.title);
  });

  test("finds a post by its author's name, the name and role apart in the excerpt", async ({ page }) => {
    // The author with the fewest posts, so their post is among the first results.
    const { posts } = shown().blog;
    const authors = posts.map((p) => p.author.id);
    const count = (id: string) => authors.filter((a) => a === id).length;
    const team = [...new Map(posts.map((p) => [p.author.id, p.author])).values()];
    const author = team.sort((a, b) => count(a.id) - count(b.id) || a.id.localeCompare(b.id))[0]!;
    const post = posts.find((p) => p.author.id === author.id)!;

    await page.goto('/');
    await openSearch(page);
    await searchFor(dialog(page), author.name);
    const found = resultTo(dialog(page), `/blog/${post.id}`);
    await expect(found).toBeVisible();
    // The byline's name and role are two lines on the post: the excerpt keeps them two words apart.
    await expect(found).toContainText(`${author.name} ${author.role}`);
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await searchBox(dialog(page)).fill('zzqxv');
    await expect(dialog(page).getByRole('status')).toHaveText(fillIn(s['status.none'], { term: 'zzqxv' }));
    await expect(results(dialog(page))).toHaveCount(0);
  });

  test('works from the keyboard alone: "/" opens, arrows move through the results, Enter follows one', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('/');
    await expect(dialog(page)).toBeVisible();
    await expect(searchBox(dialog(page))).toBeFocused();
    await page.keyboard.type('IELTS');
    await expect(dialog(page).getByRole('status')).toHaveText(new RegExp(foundPattern('IELTS')));

    const links = results(dialog(page)).getByRole('link');
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(searchBox(dialog(page))).toBeFocused();
    await page.keyboard.press('Enter'); // Enter in the box goes to the first result too
    await expect(links.first()).toBeFocused();
    await searchBox(dialog(page)).focus();
    await dialog(page).getByRole('button', { name: s.submit }).click(); // and so does the form's button
    await expect(links.first()).toBeFocused();

    const target = '/services/language-training';
    for (let i = 0; i < (await links.count()); i++) {
      if ((await page.evaluate(() => document.activeElement?.getAttribute('href'))) === target) break;
      await page.keyboard.press('ArrowDown');
    }
    await expect(resultTo(dialog(page), target)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  });

  test('Ctrl+K opens it from anywhere, while "/" typed in a field stays in the field', async ({ page }) => {
    await page.goto('/blogs');
    // The explorer's own search box: wait until its island has hydrated (the chat button waits for intent).
    await expect(page.locator('astro-island[component-url*="BlogExplorer"]')).not.toHaveAttribute('ssr');
    const blogSearch = page.getByLabel(stringsOf('blog')['search.label']);
    await blogSearch.click();
    await page.keyboard.type('a/b');
    await expect(blogSearch).toHaveValue('a/b');
    await expect(dialog(page)).toBeHidden();

    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await expect(searchBox(dialog(page))).toBeFocused();
  });

  test('the dialog keeps focus inside, closes on Escape or its button, and gives focus back', async ({ page }) => {
    await page.goto('/');
    const button = searchButton(page);
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await expect(searchBox(dialog(page))).toBeFocused();
    await searchFor(dialog(page), 'visa');

    const focusInDialog = () => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(), `focus left the dialog after ${i + 1} Tab presses`).toBe(true);
    }
    await searchBox(dialog(page)).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog()).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();

    // Asked for again at once, before the dialog's close event has come, it opens.
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await page.evaluate(() => {
      document.querySelector('dialog[open]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      document.querySelector<HTMLElement>('[data-search-open]')!.click();
    });
    await expect(dialog(page)).toBeVisible();
    await expect(searchBox(dialog(page))).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();

    // Opened again, it still holds the last search; the close button closes it too.
    await page.keyboard.press('Enter');
    await expect(searchBox(dialog(page))).toHaveValue('visa');
    await dialog(page).getByRole('button', { name: s['dialog.close'] }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('without JavaScript the header offers the search page as a link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('link', { name: headerSearch, exact: true })).toHaveAttribute('href', '/search');
    await context.close();
  });
});

test.describe('the /search page', () => {
  test('runs the search in its address, so a search can be shared', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/search?q=GIC');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s['page.title']);
    await expect(searchBox(page)).toHaveValue('GIC');
    await expect(resultTo(page, '/destinations/canada')).toBeVisible();

    await searchBox(page).fill('IELTS');
    await expect(resultTo(page, '/services/language-training')).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=IELTS$/);
    expect(violations).toEqual([]);
  });

  test('links to itself from the dialog with the current search', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await searchFor(dialog(page), 'GIC');
    await dialog(page).getByRole('link', { name: s['dialog.openPage'] }).click();
    await expect(page).toHaveURL(/\/search\?q=GIC$/);
    await expect(resultTo(page, '/destinations/canada')).toBeVisible();
  });

  test('"Show more" takes keyboard focus to the first result it adds, the last time too', async ({ page }) => {
    await page.goto('/search');
    // The destination the most pages name: more results than the page shows at once.
    const counts = await page.evaluate(
      async (names) => {
        const url = '/pagefind/pagefind.js';
        const pagefind = await import(/* @vite-ignore */ url);
        return Promise.all(names.map(async (name) => [name, (await pagefind.search(name)).results.length] as const));
      },
      shown().destinations.map((d) => d.name),
    );
    const [term] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    await searchFor(page, term);

    const more = page.getByRole('button', { name: new RegExp(`^${wordsPattern(s.showMore, { count: '\\d+', remaining: '\\d+' })}$`) });
    const links = results(page).locator('a[href]');
    await expect(more).toBeVisible();
    while (await more.isVisible()) {
      const before = await links.count();
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(links.nth(before)).toBeFocused();
    }
    await expect(more).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('says search needs JavaScript and offers the main sections', async ({ page }) => {
      await page.goto('/search?q=GIC');
      await expect(page.getByRole('heading', { name: s['page.noScript.title'] })).toBeVisible();
      await expect(searchBox(page)).toBeHidden();
      const main = page.getByRole('main');
      for (const path of headerPaths)
        await expect(main.getByRole('link', { name: linkName(path), exact: true })).toHaveAttribute('href', path);
    });
  });
});

test.describe('the search index', () => {
  /** Every result URL for a search, straight from Pagefind in the page (all of them, not only those shown). */
  const allResults = (page: Page, text: string) =>
    page.evaluate(async (term) => {
      const url = '/pagefind/pagefind.js';
      const pagefind = await import(/* @vite-ignore */ url);
      const found = await pagefind.search(term);
      return Promise.all(found.results.map(async (r: { data: () => Promise<{ url: string }> }) => (await r.data()).url)) as Promise<
        string[]
      >;
    }, text);

  /** The text Pagefind holds for a page, found by a search for `text` (what an excerpt is cut from). */
  const indexedText = (page: Page, text: string, path: string) =>
    page.evaluate(
      async ([term, wanted]) => {
        const url = '/pagefind/pagefind.js';
        const pagefind = await import(/* @vite-ignore */ url);
        const found = await pagefind.search(term);
        for (const result of found.results as { data: () => Promise<{ url: string; content: string }> }[]) {
          const data = await result.data();
          if (data.url === wanted) return data.content;
        }
        return null;
      },
      [text, path] as const,
    );

  test("keeps a figure's label apart from its value, and a table's headings apart", async ({ page }) => {
    // A card's figure is a term and its value (dt, dd), a cost table's head a caption and header cells:
    // shown apart, they ran together in results ("universities8", "CostTypical amount").
    const costs = stringsOf('costs');
    await page.goto('/search');
    for (const destination of shown().destinations) {
      const text = await indexedText(page, destination.name, destination.path);
      expect(text, destination.path).not.toBeNull();
      for (const figure of destination.headline) expect(text, destination.path).toContain(`${figure.label} ${figure.value}`);
      expect(text, destination.path).toContain(`${costs['table.cost']} ${costs['table.amount']}`);
    }
  });

  test('holds every public page, found by its heading; not the blog archive, coming-soon pages, the 404 or /search', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const index = await request.get('/sitemap-index.xml');
    const sitemaps = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const paths: string[] = [];
    for (const sitemap of sitemaps) {
      for (const [, loc] of (await (await request.get(sitemap)).text()).matchAll(/<loc>([^<]+)<\/loc>/g))
        paths.push(new URL(loc!).pathname);
    }
    const missing: string[] = [];
    // One index per language: each page is looked for in its own language's, which that language's search page loads.
    const isHindi = (path: string) => /^\/hi(\/|$)/.test(path);
    const byLanguage = [
      ['/search', paths.filter((p) => !isHindi(p))],
      ['/hi/search', paths.filter(isHindi)],
    ] as const;
    for (const [searchPage, inLanguage] of byLanguage) {
      await page.goto(searchPage);
      for (const path of inLanguage.filter((p) => !/^(\/hi)?\/blogs\/page\//.test(p))) {
        const html = await (await request.get(path)).text();
        const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/
          .exec(html)![1]!
          .replace(/<[^>]+>/g, ' ')
          .replace(/&amp;/g, '&')
          .replace(/&#39;/g, "'")
          .replace(/\s+/g, ' ')
          .trim();
        if (!(await allResults(page, heading)).includes(path)) missing.push(`${path} ("${heading}")`);
      }
    }
    expect(missing, `not found by their heading:\n${missing.join('\n')}`).toEqual([]);

    await page.goto('/search');
    // Words on every page, then the coming-soon page's badge and the 404's heading, as their strings write them.
    const everything = new Set([
      ...(await allResults(page, 'study')),
      ...(await allResults(page, stringsOf('comingSoon').badge)),
      ...(await allResults(page, stringsOf('notFound').title)),
    ]);
    for (const path of [...comingSoonPaths, '/404', '/search', '/blogs/page/1']) expect(everything.has(path), path).toBe(false);
  });
});

/**
 * In each language: one Pagefind index per language (split by <html lang>), so a page finds the pages
 * of its own language, by their words and by the Latin terms they keep (IELTS), and links to pages in
 * its language. Every expected title is read from the content, and the search terms are words of it.
 */
const langs = Object.keys(languages) as Lang[];
/** The first word of a title ("वीज़ा और यात्रा में मदद" → "वीज़ा"). */
const firstWord = (text: string) => text.split(/[\s(:]/)[0]!;
/** A test's name the language-training page's text keeps in Latin letters in every language. */
const ielts = shown().courses.find((course) => course.id === 'ielts')!.name;

for (const lang of langs) {
  const w = { layout: stringsOf('layout', lang), search: stringsOf('search', lang) };
  const at = (path: string) => pathInLanguage(path, lang, languageCodes);
  const inLanguage = (path: string) => languageOfPath(path, languageCodes) === lang;
  const visaPage = { path: at('/services/visa-support'), title: pageCopy('services-visa-support', lang).hero.title };
  const languageTraining = { path: at('/services/language-training'), title: pageCopy('services-language-training', lang).hero.title };
  const scholarshipsPost = {
    path: at('/blog/finding-scholarships'),
    title: shown(lang).blog.posts.find((post) => post.id === 'finding-scholarships')!.title,
  };
  const visaWord = firstWord(visaPage.title);

  const box = (scope: Page | Locator) => scope.getByLabel(w.search.label!);
  const list = (scope: Page | Locator) => scope.getByRole('list', { name: w.search.results });
  const linkTo = (scope: Page | Locator, path: string) => list(scope).locator(`a[href="${path}"]`);
  const languageDialog = (page: Page) => page.getByRole('dialog', { name: w.search['dialog.title'] });
  const shownPaths = (scope: Locator | Page) =>
    list(scope)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  /** Opens the header's search on a page, in that page's words. */
  const open = async (page: Page, path: string) => {
    await page.goto(path);
    await page.getByRole('button', { name: w.layout.search, exact: true }).click();
    await expect(languageDialog(page)).toBeVisible();
    await expect(box(languageDialog(page))).toBeFocused();
  };
  /** Types a search and waits for its outcome to be announced. */
  const find = async (scope: Locator | Page, term: string) => {
    await box(scope).fill(term);
    await expect(scope.getByRole('status')).toContainText(`“${term}”`);
    await expect(list(scope).getByRole('link').first()).toBeVisible();
  };
  /** Searched from a page in the language, `term` finds `target` under its title, and every result is a page in the language. */
  const findsInLanguage = async (page: Page, from: string, term: string, target: { path: string; title: string }) => {
    await open(page, from);
    await find(languageDialog(page), term);
    const found = linkTo(languageDialog(page), target.path);
    await expect(found).toBeVisible();
    await expect(found).toContainText(target.title);
    for (const path of await shownPaths(languageDialog(page))) expect(inLanguage(path), path).toBe(true);
    return found;
  };

  test.describe(`in ${languages[lang].name}, the header search`, () => {
    test('finds the visa page by the first word of its title, with its title and kind, and links only to pages in the language', async ({
      page,
    }) => {
      const found = await findsInLanguage(page, at('/'), visaWord, visaPage);
      await expect(found).toContainText(w.search['kind.service']!);
      // Excerpts end a sentence with the language's own full stop, also where Pagefind joins a heading to the text after it.
      if (lang === 'hi')
        for (const text of await list(languageDialog(page)).getByRole('link').allInnerTexts())
          expect(text).not.toMatch(/[\u0900-\u097F\d]\.(\s|$)/);
    });

    test('finds the post about scholarships by the first word of its title', async ({ page }) => {
      await findsInLanguage(page, at('/about'), firstWord(scholarshipsPost.title), scholarshipsPost);
    });

    test('finds the language-training page by a Latin term its text keeps', async ({ page }) => {
      await findsInLanguage(page, at('/destinations'), ielts, languageTraining);
    });

    test('names the keys that open and close it as they are pressed, "/" as "/"', async ({ page }) => {
      await open(page, at('/about'));
      // The hint's keys in the order its sentence names them ({slash}, {ctrl} …), each shown as its key.
      const keys = [...w.search['dialog.keys']!.matchAll(/\{(\w+)\}/g)].map(([, name]) => w.search[`key.${name}`]!);
      expect(keys).toContain(w.search['key.slash']);
      await expect(languageDialog(page).locator('kbd')).toHaveText(keys);
      // The key it names opens search here too.
      await page.keyboard.press('Escape');
      await expect(languageDialog(page)).toBeHidden();
      await page.keyboard.press(w.search['key.slash']!);
      await expect(box(languageDialog(page))).toBeFocused();
    });

    test('opens its results as the search page in the language', async ({ page }) => {
      await open(page, at('/'));
      await find(languageDialog(page), visaWord);
      await languageDialog(page).getByRole('link', { name: w.search['dialog.openPage'] }).click();
      await expect(page).toHaveURL(new RegExp(`${at('/search')}\\?q=${encodeURIComponent(visaWord)}$`));
      await expect(linkTo(page, visaPage.path)).toBeVisible();
    });
  });

  test(`${at('/search')} runs the search in its address, and links only to pages in the language`, async ({ page }) => {
    await page.goto(`${at('/search')}?q=${encodeURIComponent(ielts)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.search['page.title']!);
    await expect(box(page)).toHaveValue(ielts);
    await expect(linkTo(page, languageTraining.path)).toBeVisible();

    await box(page).fill(visaWord);
    await expect(linkTo(page, visaPage.path)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${at('/search')}\\?q=${encodeURIComponent(visaWord)}$`));
    for (const path of await shownPaths(page)) expect(inLanguage(path), path).toBe(true);
  });
}

test('a word of another language finds nothing in the English index', async ({ page }) => {
  const hindiWord = firstWord(pageCopy('services-visa-support', 'hi').hero.title);
  expect(hindiWord, 'a Hindi word of the Hindi content').toMatch(/^[\u0900-\u097F]+$/);
  await page.goto('/');
  await openSearch(page);
  await searchBox(dialog(page)).fill(hindiWord);
  await expect(dialog(page).getByRole('status')).toHaveText(fillIn(s['status.none'], { term: hindiWord }));
  await expect(results(dialog(page))).toHaveCount(0);
});
