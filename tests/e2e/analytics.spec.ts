import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveFolder } from './static-server';

/**
 * Page-view analytics: GA4 loads only when PUBLIC_ANALYTICS_ID is set, after the page is
 * idle; if its script fails, a console message only. `npm test` makes a second build with a fake ID
 * in dist-analytics/ for these tests; the main build (dist/) has no ID.
 */
const gtag = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;
const analyticsBuild = join(process.cwd(), 'dist-analytics');

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
  let site: Awaited<ReturnType<typeof serveFolder>>;

  test.beforeAll(async () => {
    expect(existsSync(analyticsBuild), 'dist-analytics/ is missing: `npm test` builds it').toBe(true);
    site = await serveFolder(analyticsBuild);
  });
  test.afterAll(async () => site?.close());

  test('loads gtag.js after the page is idle and records a page view, within the page CSP', async ({ page }) => {
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
    await page.goto(`${site.url}/about`);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded)).toBe(true);
    expect(loadedAt).toBeGreaterThan(start);
    const src = await page.locator('script[src^="https://www.googletagmanager.com/gtag/js"]').getAttribute('src');
    expect(new URL(src!).searchParams.get('id')).toBe('G-TEST12345');
    const commands = await page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((args) => Array.from(args)[0]),
    );
    expect(commands).toEqual(expect.arrayContaining(['js', 'config']));
    expect(violations).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  });

  test('a blocked analytics script leaves only a console message and the page works', async ({ page }) => {
    const messages: { type: string; text: string }[] = [];
    const pageErrors: string[] = [];
    page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.route(gtag, (route) => route.abort('blockedbyclient'));
    await page.goto(`${site.url}/`);
    await expect.poll(() => messages.some((m) => m.type === 'info' && /Analytics could not be loaded/.test(m.text))).toBe(true);
    expect(pageErrors).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start Your Journey Today!');
    await expect(page.getByRole('link', { name: 'Get Free Consultation' }).first()).toBeVisible();
  });
});
