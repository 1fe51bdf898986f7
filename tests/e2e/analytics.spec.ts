import { expect, test, type Page } from '@playwright/test';
import { smallBuild, type SmallBuild } from './small-build';

/**
 * Page-view analytics: GA4 loads only when PUBLIC_ANALYTICS_ID is set, after the page is
 * idle; if its script fails, a console message only. The main build (dist/) has no ID; with one, a
 * small build of one page (/about, with the site's layout, CSP, scripts and build steps) is enough.
 */
const gtag = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;
const measurementId = 'G-TEST12345';
const aboutPath = '/about';

/** What the visitor sees first, in the build without analytics: analytics must change none of it. */
async function mainHeading(page: Page, origin = '') {
  await page.goto(`${origin}${aboutPath}`);
  return page.getByRole('heading', { level: 1 }).innerText();
}

test('without a measurement ID no page asks for the analytics script', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/googletagmanager|google-analytics/.test(r.url())) asked.push(r.url());
  });
  for (const path of ['/', '/universities', '/contact']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
  }
  expect(asked).toEqual([]);
});

test.describe('with a measurement ID', () => {
  // The tests share one build: they run in this order, in one worker.
  test.describe.configure({ mode: 'default' });
  let site: SmallBuild;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    site = await smallBuild({ pages: [`${aboutPath.slice(1)}.astro`], env: { PUBLIC_ANALYTICS_ID: measurementId } });
  });
  test.afterAll(async () => site?.close());

  test('loads gtag.js after the page is idle and records a page view, within the page CSP', async ({ page }) => {
    const expectedHeading = await mainHeading(page);
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
      ),
    );
    let loadedAt = 0;
    await page.route(gtag, (route) => {
      loadedAt = Date.now();
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = true;' });
    });
    const start = Date.now();
    expect(await mainHeading(page, site.url)).toBe(expectedHeading);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded)).toBe(true);
    expect(loadedAt).toBeGreaterThan(start);
    const src = await page.locator('script[src^="https://www.googletagmanager.com/gtag/js"]').getAttribute('src');
    expect(new URL(src!).searchParams.get('id')).toBe(measurementId);
    const commands = await page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((args) => Array.from(args)[0]),
    );
    expect(commands).toEqual(expect.arrayContaining(['js', 'config']));
    expect(violations).toEqual([]);
  });

  test('a blocked analytics script leaves only a console message and the page works', async ({ page }) => {
    const expectedHeading = await mainHeading(page);
    const messages: { type: string; text: string }[] = [];
    const pageErrors: string[] = [];
    page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.route(gtag, (route) => route.abort('blockedbyclient'));
    expect(await mainHeading(page, site.url)).toBe(expectedHeading);
    await expect.poll(() => messages.some((m) => m.type === 'info' && /Analytics could not be loaded/.test(m.text))).toBe(true);
    expect(pageErrors).toEqual([]);
    // The page's own scripts still run: "/" opens the site search.
    await page.keyboard.press('/');
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
