import { expect, test, type Page } from '@playwright/test';

// Inter is fetched once the page has loaded; the first paint uses its metric-matched fallbacks.
// Pages later in the same visit take Inter from the cache before their first paint.

/** Records, in the page, whether Inter's faces were already in the document when its HTML was parsed. */
const watchFaces = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as Window & { interAtParse?: boolean }).interAtParse = !document.getElementById('web-font')?.innerHTML.includes('@font-face');
    });
  });

const interLoaded = (page: Page) =>
  page.evaluate(() => [...document.fonts].some((face) => face.family.startsWith('Inter-') && !face.family.includes('fallback') && face.status === 'loaded'));

test('the first page paints in the fallback, fetches Inter after its load event and then uses it', async ({ page }) => {
  await watchFaces(page);
  await page.goto('/about');
  await expect.poll(() => interLoaded(page)).toBe(true);

  const timing = await page.evaluate(() => ({
    interAtParse: (window as Window & { interAtParse?: boolean }).interAtParse,
    loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    fonts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => entry.startTime),
  }));
  expect(timing.interAtParse).toBe(false);
  expect(timing.fonts.length).toBeGreaterThan(0);
  for (const start of timing.fonts) expect(start).toBeGreaterThanOrEqual(timing.loadEnd);

  // The body's text is set in Inter, its fallbacks named after it for the moment before it arrives.
  const family = await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily);
  expect(family).toMatch(/^Inter-\w+, "Inter-\w+ fallback: /);
});

test('a later page of the same visit has Inter from its first paint', async ({ page }) => {
  await watchFaces(page);
  await page.goto('/about');
  await expect.poll(() => interLoaded(page)).toBe(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Universities' }).click();
  await page.waitForURL('**/universities');
  expect(await page.evaluate(() => (window as Window & { interAtParse?: boolean }).interAtParse)).toBe(true);
  await expect.poll(() => interLoaded(page)).toBe(true);
});
