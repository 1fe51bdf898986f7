/**
 * The Hindi edition beside the English one, derived from the built pages (never a list typed here):
 * every English page has its Hindi twin at /hi/… and the reverse, each page says its language, is
 * canonical for itself and names its twin (hreflang both ways, x-default the English page); Hindi
 * pages link to Hindi pages and share a card drawn in Hindi; the language switch opens the same
 * page, query kept, in the other language, named in that language's own script.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { languages } from '../../src/config/languages';
import { sitePages, stubThirdParties } from './audit-support';
import { shown } from './expected';
import { pageWords, withoutEnglishParts } from './english-parts';

const english = sitePages().filter((page) => page.kind !== 'not-found' && !/^\/hi(\/|$)/.test(page.path));
const hindi = sitePages().filter((page) => /^\/hi(\/|$)/.test(page.path));
const twinOf = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);
const head = (file: string) => readFileSync(file, 'utf8').split('</head>')[0]!;
const links = (html: string, rel: string) =>
  [...html.matchAll(/<link rel="([^"]+)"(?: hreflang="([^"]+)")? href="([^"]+)"/g)]
    .filter((m) => m[1] === rel)
    .map((m) => ({ hreflang: m[2], href: m[3] }));
// The site's public origin, as the home page names itself.
const origin = new URL(links(head(english.find((page) => page.path === '/')!.file), 'canonical')[0]!.href).origin;
const siteUrl = (path: string) => `${origin}${path}`;

test('every English page has a Hindi twin and every Hindi page an English one', () => {
  const hindiPaths = new Set(hindi.map((page) => page.path));
  expect(english.filter((page) => !hindiPaths.has(twinOf(page.path))).map((page) => page.path)).toEqual([]);
  const englishPaths = new Set(english.map((page) => page.path));
  expect(
    hindi
      .filter((page) => page.path !== '/hi/404')
      .filter((page) => !englishPaths.has(page.path.replace(/^\/hi/, '') || '/'))
      .map((page) => page.path),
  ).toEqual([]);
});

test('a figure with words around its number ("over 95%") reads in the page’s language, outside its parts marked English', () => {
  // Every figure with words around its number, as English and Hindi read it (the same figures, in the same order).
  const worded = shown('en').figureTexts.map((en, i) => ({ en, other: shown('hi').figureTexts[i]! }));
  expect(worded.length, 'figures with words').toBeGreaterThan(0);
  const problems: string[] = [];
  for (const page of english) {
    const twin = hindi.find((other) => other.path === twinOf(page.path));
    if (!twin) continue;
    const [englishHtml, hindiHtml] = [page.file, twin.file].map((file) => pageWords(readFileSync(file, 'utf8')));
    for (const { en, other } of worded) {
      if (withoutEnglishParts(hindiHtml).includes(en)) problems.push(`${twin.path} says "${en}"`);
      // Where the figure is in a part not translated yet, it is in English there, marked so.
      if (englishHtml.includes(en) && !hindiHtml.includes(other) && !hindiHtml.includes(en))
        problems.push(`${twin.path} lacks "${other}", where ${page.path} says "${en}"`);
    }
  }
  expect(problems).toEqual([]);
});

test('each page says its language, is canonical for itself and names its twin both ways', () => {
  for (const page of english) {
    const html = head(page.file);
    const here = siteUrl(page.path);
    const twin = siteUrl(twinOf(page.path));
    expect(readFileSync(page.file, 'utf8'), page.path).toMatch(/<html lang="en">/);
    expect(links(html, 'canonical'), page.path).toEqual([{ hreflang: undefined, href: here }]);
    expect(
      links(html, 'alternate').filter((l) => l.hreflang),
      page.path,
    ).toEqual([
      { hreflang: 'en', href: here },
      { hreflang: 'hi', href: twin },
      { hreflang: 'x-default', href: here },
    ]);
    const twinFile = hindi.find((p) => p.path === twinOf(page.path))!.file;
    const twinHead = head(twinFile);
    expect(readFileSync(twinFile, 'utf8'), twinOf(page.path)).toMatch(/<html lang="hi">/);
    expect(links(twinHead, 'canonical'), twinOf(page.path)).toEqual([{ hreflang: undefined, href: twin }]);
    expect(
      links(twinHead, 'alternate').filter((l) => l.hreflang),
      twinOf(page.path),
    ).toEqual([
      { hreflang: 'en', href: here },
      { hreflang: 'hi', href: twin },
      { hreflang: 'x-default', href: here },
    ]);
  }
});

test('a page without an image of its own shares the site’s card drawn in its language', async ({ request }) => {
  const cards = new Map<string, Buffer>();
  for (const page of [english.find((p) => p.path === '/')!, hindi.find((p) => p.path === '/hi')!]) {
    const image = head(page.file).match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    const path = new URL(image!).pathname;
    expect(path, page.path).toBe(page.path === '/' ? '/og/site.png' : '/hi/og/site.png');
    const response = await request.get(path);
    expect(response.headers()['content-type']).toContain('image/png');
    const bytes = await response.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    cards.set(page.path, bytes);
  }
  expect(cards.get('/hi')!.equals(cards.get('/')!), 'the Hindi card is not the English one').toBe(false);
});

test('a Hindi page links and sends its forms to Hindi pages, except where a link chooses the language', () => {
  const pagePaths = new Set(sitePages().map((page) => page.path));
  for (const page of hindi) {
    const html = readFileSync(page.file, 'utf8');
    const englishLinks = [...html.matchAll(/<(?:a|form)\b([^>]*)>/g)]
      .map((m) => m[1]!)
      .filter((attributes) => !/data-lang-link/.test(attributes))
      .map((attributes) => /\s(?:href|action)="(\/[^"#?]*)/.exec(attributes)?.[1])
      .filter((href): href is string => href !== undefined && pagePaths.has(href) && !/^\/hi(\/|$)/.test(href));
    expect(englishLinks, `${page.path} links to English pages`).toEqual([]);
  }
});

test('the language switch opens the same page in the other language, its query kept', async ({ page, baseURL }) => {
  await stubThirdParties(page.context(), baseURL!);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/universities?country=canada');
  const toHindi = page.getByRole('banner').getByRole('link', { name: languages.hi.name, exact: true });
  await expect(toHindi).toHaveAttribute('lang', 'hi');
  await toHindi.click();
  await expect(page).toHaveURL(/\/hi\/universities\?country=canada$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const toEnglish = page.getByRole('banner').getByRole('link', { name: languages.en.name, exact: true });
  await expect(toEnglish).toHaveAttribute('lang', 'en');
  await toEnglish.click();
  await expect(page).toHaveURL(/\/universities\?country=canada$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('on a phone the switch is in the menu', async ({ page, baseURL }) => {
  await stubThirdParties(page.context(), baseURL!);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/hi/about');
  await page.getByRole('banner').getByRole('button', { expanded: false }).last().click();
  const toEnglish = page.getByRole('navigation').getByRole('link', { name: languages.en.name, exact: true });
  await toEnglish.click();
  await expect(page).toHaveURL(/\/about$/);
});
