import { expect, test, type Locator, type Page } from '@playwright/test';
import { courses, pageCopy, postTitle, stringsOf, type Lang } from './content';

/**
 * Site search on the Hindi pages: one Pagefind index per language (split by <html lang>), so a Hindi
 * page finds Hindi pages by their Hindi words, and by the Latin terms they keep (IELTS), and links to
 * /hi/ pages; an English page still finds the English ones. Every name and expected title is read
 * from the content; the search terms are words of that content too.
 */
test.describe.configure({ timeout: 60_000 });

const words = (lang: Lang) => ({ layout: stringsOf('layout', lang), search: stringsOf('search', lang) });
const hi = words('hi');
const en = words('en');

const dialog = (page: Page, w = hi) => page.getByRole('dialog', { name: w.search['dialog.title'] });
const searchBox = (scope: Page | Locator, w = hi) => scope.getByLabel(w.search.label!);
const results = (scope: Page | Locator, w = hi) => scope.getByRole('list', { name: w.search.results });
const resultTo = (scope: Page | Locator, path: string, w = hi) => results(scope, w).locator(`a[href="${path}"]`);

/** The first word of a title ("वीज़ा और यात्रा में मदद" → "वीज़ा"). */
const firstWord = (text: string) => text.split(/[\s(:]/)[0]!;

const visaPage = { path: '/hi/services/visa-support', title: pageCopy('services-visa-support', 'hi').hero.title };
const languageTraining = { path: '/hi/services/language-training', title: pageCopy('services-language-training', 'hi').hero.title };
const scholarshipsPost = { path: '/hi/blog/finding-scholarships', title: postTitle('finding-scholarships', 'hi') };
/** The terms a Hindi visitor types: the Hindi word for visa, for scholarship, and a test's Latin name. */
const visaWord = firstWord(visaPage.title);
const scholarshipWord = firstWord(scholarshipsPost.title);
const ielts = courses.find((course) => course.id === 'ielts')!.name;

/** Opens the header's search on a page, in that page's words. */
async function openSearch(page: Page, path: string, w = hi) {
  await page.goto(path);
  await page.getByRole('button', { name: w.layout.search, exact: true }).click();
  await expect(dialog(page, w)).toBeVisible();
  await expect(searchBox(dialog(page, w), w)).toBeFocused();
}

/** Types a search and waits for its outcome to be announced. */
async function searchFor(scope: Locator | Page, term: string, w = hi) {
  await searchBox(scope, w).fill(term);
  await expect(scope.getByRole('status')).toContainText(`“${term}”`);
  await expect(results(scope, w).getByRole('link').first()).toBeVisible();
}

/** Every result link's address shown in a list. */
const shownPaths = (scope: Locator | Page, w = hi) =>
  results(scope, w)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

test('the search terms are words of the Hindi content', () => {
  // If an editor rewrites these titles, the terms follow; each must stay one word.
  for (const term of [visaWord, scholarshipWord]) expect(term).toMatch(/^[\u0900-\u097F]+$/);
  expect(ielts).toMatch(/^[A-Z]+$/);
});

test.describe('on a Hindi page, the header search', () => {
  /** Searched from a Hindi page, `term` finds `target` under its Hindi title, and every result is a Hindi page. */
  const findsInHindi = async (page: Page, from: string, term: string, target: { path: string; title: string }) => {
    await openSearch(page, from);
    await searchFor(dialog(page), term);
    const found = resultTo(dialog(page), target.path);
    await expect(found).toBeVisible();
    await expect(found).toContainText(target.title);
    for (const path of await shownPaths(dialog(page))) expect(path).toMatch(/^\/hi(\/|$)/);
    // Excerpts end Hindi sentences with Hindi's full stop, also where Pagefind joins a heading to the text after it.
    for (const text of await results(dialog(page)).getByRole('link').allInnerTexts()) expect(text).not.toMatch(/[\u0900-\u097F\d]\.(\s|$)/);
    return found;
  };

  test(`finds the Hindi visa page by a Hindi word, with its Hindi title and kind, and links only to Hindi pages`, async ({ page }) => {
    const found = await findsInHindi(page, '/hi', visaWord, visaPage);
    await expect(found).toContainText(stringsOf('search', 'hi')['kind.service']!);
  });

  test('finds the Hindi post about scholarships by a Hindi word', async ({ page }) => {
    await findsInHindi(page, '/hi/about', scholarshipWord, scholarshipsPost);
  });

  test('finds the Hindi language-training page by a Latin term its Hindi text keeps', async ({ page }) => {
    await findsInHindi(page, '/hi/destinations', ielts, languageTraining);
  });

  test('names the keys that open and close it as they are pressed, "/" as "/"', async ({ page }) => {
    await openSearch(page, '/hi/about');
    // The hint's keys in the order its sentence names them ({slash}, {ctrl} …), each shown as its key.
    const keys = [...hi.search['dialog.keys']!.matchAll(/\{(\w+)\}/g)].map(([, name]) => hi.search[`key.${name}`]!);
    expect(keys).toContain(hi.search['key.slash']);
    await expect(dialog(page).locator('kbd')).toHaveText(keys);
    // The key it names opens search here too.
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await page.keyboard.press(hi.search['key.slash']!);
    await expect(searchBox(dialog(page))).toBeFocused();
  });

  test('opens its results as the Hindi search page', async ({ page }) => {
    await openSearch(page, '/hi');
    await searchFor(dialog(page), visaWord);
    await dialog(page).getByRole('link', { name: hi.search['dialog.openPage'] }).click();
    await expect(page).toHaveURL(new RegExp(`/hi/search\\?q=${encodeURIComponent(visaWord)}$`));
    await expect(resultTo(page, visaPage.path)).toBeVisible();
  });
});

test.describe('the Hindi /search page', () => {
  test('runs the search in its address: a Latin term finds the Hindi language-training page', async ({ page }) => {
    await page.goto(`/hi/search?q=${encodeURIComponent(ielts)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.search['page.title']!);
    await expect(searchBox(page)).toHaveValue(ielts);
    await expect(resultTo(page, languageTraining.path)).toBeVisible();

    await searchBox(page).fill(visaWord);
    await expect(resultTo(page, visaPage.path)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/hi/search\\?q=${encodeURIComponent(visaWord)}$`));
    for (const path of await shownPaths(page)) expect(path).toMatch(/^\/hi(\/|$)/);
  });
});

test.describe('on an English page', () => {
  test('the search still finds the English pages, and only those', async ({ page }) => {
    const englishVisa = pageCopy('services-visa-support').hero.title;
    await openSearch(page, '/services', en);
    await searchFor(dialog(page, en), firstWord(englishVisa), en);
    const found = resultTo(dialog(page, en), '/services/visa-support', en);
    await expect(found).toBeVisible();
    await expect(found).toContainText(englishVisa);
    for (const path of await shownPaths(dialog(page, en), en)) expect(path).not.toMatch(/^\/hi(\/|$)/);

    await searchFor(dialog(page, en), ielts, en);
    await expect(resultTo(dialog(page, en), '/services/language-training', en)).toBeVisible();
    for (const path of await shownPaths(dialog(page, en), en)) expect(path).not.toMatch(/^\/hi(\/|$)/);
  });

  test('a Hindi word finds nothing in the English index', async ({ page }) => {
    await openSearch(page, '/', en);
    await searchBox(dialog(page, en), en).fill(visaWord);
    await expect(dialog(page, en).getByRole('status')).toHaveText(en.search['status.none']!.replace('{term}', visaWord));
    await expect(results(dialog(page, en), en)).toHaveCount(0);
  });
});
