import { expect, test, type Page } from '@playwright/test';
import { headingOf } from './expected';

/**
 * Query strings never become markup: hostile values in ?q=, ?country=, ?category= and
 * ?purpose= are shown as text or ignored, no script of theirs runs and the page keeps working.
 */
const payloads = [
  '<script>window.__pwned = 1</script>',
  '"><img src=x onerror="window.__pwned = 1">',
  "'><svg/onload=window.__pwned=1>",
  'javascript:window.__pwned=1',
  'x'.repeat(5000),
  '\u202Egnp.exe\u200B\u0301 🎓 学生 ١٢٣ \uFEFF',
  '%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E',
];

const pages: { path: string; params: string[]; heading: string }[] = [
  { path: '/universities', params: ['q', 'country'] },
  { path: '/blogs', params: ['q', 'category'] },
  { path: '/contact', params: ['purpose'] },
].map((entry) => ({ ...entry, heading: headingOf(entry.path) }));

async function assertUnharmed(page: Page, heading: string, errors: string[]) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('main img[src="x"], main svg[onload]').count()).toBe(0);
  expect(errors).toEqual([]);
}

// One test a page and value: each is a page load with its scripts, and seven in one test ran past
// its time on a busy machine.
for (const { path, params, heading } of pages) {
  for (const payload of payloads) {
    test(`${path} treats ${JSON.stringify(payload.slice(0, 40))} in its query as text`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // Third parties are out of reach here; keep the contact page's widget from waiting on them.
      await page.route(/^https:\/\/(www\.google\.com|www\.gstatic\.com|www\.recaptcha\.net)\//, (route) => route.abort());
      const query = params.map((p) => `${p}=${encodeURIComponent(payload)}`).join('&');
      await page.goto(`${path}?${query}`);
      await assertUnharmed(page, heading, errors);
      // Where the value is echoed (a search box), it is the literal text, never parsed markup.
      const search = page.getByRole('searchbox').first();
      if (params.includes('q') && (await search.count())) {
        const value = await search.inputValue();
        expect(payload.startsWith(value.slice(0, 20)) || value === '').toBe(true);
      }
    });
  }
}
