import { expect, test, type Page } from '@playwright/test';

// Inter never delays or moves the first screen: a visitor's first page keeps the metric-matched
// fallbacks and fetches Inter once it has loaded; later pages paint in Inter from the start.

/** The font the browser really drew the page's main heading with (DevTools' platform fonts). */
async function headingFont(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName).join(', ');
}

const fontRequests = (page: Page) => {
  const requests: string[] = [];
  page.on('request', (request) => request.url().endsWith('.woff2') && requests.push(request.url()));
  return requests;
};

test('the first page keeps the fallback and fetches Inter only after it has loaded', async ({ page }) => {
  const requests = fontRequests(page);
  await page.goto('/about');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('web-font'))).toMatch(/\.woff2$/);

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

test('the next page paints in Inter from the start', async ({ page }) => {
  await page.goto('/about');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('web-font'))).toMatch(/\.woff2$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Universities' }).click();
  await page.waitForURL('**/universities');
  expect(await headingFont(page)).toMatch(/^Inter/);
});

test('with Save-Data on, Inter is never fetched', async ({ page }) => {
  const requests = fontRequests(page);
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  await page.goto('/about');
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
  expect(await headingFont(page)).not.toMatch(/Inter/);
});
