import { expect, test, type Page } from '@playwright/test';
import { launchOptions } from '../../playwright.config';
import { installedDevanagari } from '../../src/config/fonts';
import { latinOnlyFontEnv, phoneFontEnv } from '../../support/fonts.mjs';
import { devanagariFaces, headingFont, headingWebFonts, interFetched, interFile, withFonts } from './renderedFont';

// Inter never delays or moves the first screen: a visitor's first page keeps the fallbacks and
// fetches Inter's file once it has loaded. A Hindi page's Devanagari faces are in it from the start
// and look for the letters in the device's own fonts before downloading the site's file; what a
// page shows depends on the fonts the device has, so each test here gives its browser its own
// (support/fonts.mjs). That later pages paint in the fetched files depends on the server's caching,
// so it is tested against nginx (tests/http/web-font.spec.ts).

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
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));

const pathOf = (url: string) => new URL(url).pathname;

test('the first page keeps the fallback and fetches Inter only after it has loaded', async ({ page }) => {
  const requests = fontRequests(page);
  await page.goto('/about');
  await interFetched(page);

  const timing = await fontTimings(page);
  expect(requests).toHaveLength(1);
  expect(timing.fonts).toHaveLength(1);
  expect(timing.fonts[0]!.start).toBeGreaterThanOrEqual(timing.loadEnd);
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

test('a Hindi page carries a Devanagari face for each weight, each looking for the installed faces of its weight before the one file', async ({
  page,
}) => {
  await page.goto('/hi/about');
  const faces = await devanagariFaces(page);
  expect(faces.map(({ weight, installed }) => [Number(weight), installed])).toEqual(
    Object.entries(installedDevanagari).map(([weight, names]) => [Number(weight), names]),
  );
  const files = new Set(faces.map((face) => face.file));
  expect(files.size).toBe(1);
  expect([...files][0]).toMatch(/\.woff2$/);
  const family = await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily);
  // Inter's own face (Latin letters), then the Devanagari faces and the same design installed, then
  // Inter's fallbacks: a Devanagari letter is never looked for in the Latin fallbacks first.
  expect(family).toMatch(/^Inter-\w+, "Noto Sans Devanagari-\w+", "Noto Sans Devanagari", "Inter-\w+ fallback: .*, system-ui$/);
});

test("on a device with no Devanagari font, a Hindi page's first visit draws its letters in the site's Noto Sans Devanagari, fetched as the page renders; an English page fetches none", async ({
  playwright,
  baseURL,
}) => {
  await withFonts(playwright, launchOptions, latinOnlyFontEnv(), async (browser) => {
    const page = await browser.newPage({ baseURL });
    const requests = fontRequests(page);
    await page.goto('/hi/about');
    await interFetched(page);
    const devanagari = (await devanagariFaces(page))[0]!.file!;
    const inter = await interFile(page);
    expect(requests.map(pathOf).sort()).toEqual([devanagari, inter].sort());
    const timing = await fontTimings(page);
    // The letters are asked for while the page renders, Inter only after its load event.
    expect(timing.fonts.find((font) => font.path === devanagari)!.start).toBeLessThan(timing.loadEnd);
    expect(timing.fonts.find((font) => font.path === inter)!.start).toBeGreaterThanOrEqual(timing.loadEnd);
    // Drawn in the web font, not in empty boxes from a Latin font.
    await expect.poll(() => headingWebFonts(page)).toContain('Noto Sans Devanagari');

    const english = await browser.newPage({ baseURL });
    const englishRequests = fontRequests(english);
    await english.goto('/about');
    await interFetched(english);
    expect(englishRequests.map(pathOf)).toEqual([inter]);
  });
});

test('on a phone with Noto Sans Devanagari installed, a Hindi page draws its letters in it and downloads no Devanagari file', async ({
  playwright,
  baseURL,
}) => {
  await withFonts(playwright, launchOptions, phoneFontEnv(), async (browser) => {
    const page = await browser.newPage({ baseURL });
    const requests = fontRequests(page);
    await page.goto('/hi/about');
    await interFetched(page);
    expect(requests.map(pathOf)).toEqual([await interFile(page)]);
    expect(await headingFont(page)).toMatch(/Noto Sans Devanagari/);
    expect(await headingWebFonts(page)).toEqual([]);
  });
});
