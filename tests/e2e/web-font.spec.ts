import { expect, test, type Page } from '@playwright/test';
import { headingFont, interFetched } from './renderedFont';

// Inter never delays or moves the first screen: a visitor's first page keeps the metric-matched
// fallbacks and fetches Inter once it has loaded. That later pages then paint in Inter depends on
// the server's caching, so it is tested against nginx (tests/http/web-font.spec.ts).

const fontRequests = (page: Page) => {
  const requests: string[] = [];
  page.on('request', (request) => request.url().endsWith('.woff2') && requests.push(request.url()));
  return requests;
};

test('the first page keeps the fallback and fetches Inter only after it has loaded', async ({ page }) => {
  const requests = fontRequests(page);
  await page.goto('/about');
  await interFetched(page);

  const timing = await page.evaluate(() => ({
    loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    fonts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => entry.startTime),
  }));
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
