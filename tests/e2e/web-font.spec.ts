import { expect, test, type Page } from '@playwright/test';
import { fontFetched, headingFont, headingWebFonts, interFetched } from './renderedFont';

// Web fonts never delay or move the first screen: a visitor's first page keeps the fallbacks and
// fetches its font files once it has loaded (Inter; on Hindi pages Noto Sans Devanagari too). That
// later pages then paint in them depends on the server's caching, so it is tested against nginx
// (tests/http/web-font.spec.ts).

const fontRequests = (page: Page) => {
  const requests: string[] = [];
  page.on('request', (request) => request.url().endsWith('.woff2') && requests.push(request.url()));
  return requests;
};

/** When the page's load event ended, and when each font file was asked for. */
const fontTimings = (page: Page) =>
  page.evaluate(() => ({
    loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    fonts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => entry.startTime),
  }));

test('the first page keeps the fallback and fetches Inter only after it has loaded', async ({ page }) => {
  const requests = fontRequests(page);
  await page.goto('/about');
  await interFetched(page);

  const timing = await fontTimings(page);
  expect(requests).toHaveLength(1);
  expect(timing.fonts).toHaveLength(1);
  expect(timing.fonts[0]).toBeGreaterThanOrEqual(timing.loadEnd);
  expect(await headingFont(page)).not.toMatch(/Inter/);
  // The stack names Inter first, so the next page uses it once it is at hand.
  const family = await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily);
  expect(family).toMatch(/^Inter-\w+, "Inter-\w+ fallback: /);
});

test('with Save-Data on, Inter is never fetched', async ({ page }) => {
  const requests = fontRequests(page);
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  await page.goto('/about');
  await page.waitForLoadState('load');
  // Well past the second after the load event when a first page fetches Inter.
  await page.waitForTimeout(2500);
  expect(requests).toEqual([]);
  expect(await headingFont(page)).not.toMatch(/Inter/);
});

test('a Hindi page also fetches Noto Sans Devanagari after it has loaded; an English page never does', async ({ page, browser }) => {
  const requests = fontRequests(page);
  await page.goto('/hi/about');
  await fontFetched(page, 'devanagari');
  await interFetched(page);
  const timing = await fontTimings(page);
  const files = await page.evaluate(() => JSON.parse(localStorage.getItem('web-fonts')!) as Record<string, string>);
  const devanagari = files['web-font-devanagari']!;
  expect(requests.map((url) => new URL(url).pathname).sort()).toEqual([files['web-font-inter'], devanagari].sort());
  for (const start of timing.fonts) expect(start).toBeGreaterThanOrEqual(timing.loadEnd);
  expect(await headingWebFonts(page)).toEqual([]);
  const family = await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily);
  // Inter's own face (Latin letters), then Noto Sans Devanagari and the same design installed, then
  // Inter's fallbacks: a Devanagari letter is never looked for in the Latin fallbacks first.
  expect(family).toMatch(/^Inter-\w+, "Noto Sans Devanagari-\w+", "Noto Sans Devanagari", "Inter-\w+ fallback: .*, system-ui$/);

  const english = await browser.newPage();
  const englishRequests = fontRequests(english);
  await english.goto('/about');
  await interFetched(english);
  expect(englishRequests.map((url) => new URL(url).pathname)).toEqual([files['web-font-inter']]);
  await english.close();
});
