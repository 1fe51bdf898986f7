import { expect, test } from '@playwright/test';
import { sitePages } from './audit-support';

/**
 * JavaScript disabled entirely: every page still shows its content and a
 * way to reach the consultancy (phone, e-mail or the contact page).
 */
test.use({ javaScriptEnabled: false });

test('every page is readable and leads to the consultancy without JavaScript', async ({ page }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  for (const { path, kind } of sitePages()) {
    await page.goto(path);
    const h1 = page.getByRole('heading', { level: 1 });
    if ((await h1.count()) !== 1 || !(await h1.isVisible())) problems.push(`${path}: no visible h1`);
    const reach = kind === 'coming-soon' ? 'a[href="/contact"]' : 'a[href^="tel:"], a[href^="mailto:"]';
    if ((await page.locator(reach).count()) === 0) problems.push(`${path}: no way to contact us`);
    const text = (await page.locator('main').innerText()).trim();
    // Coming-soon and 404 pages are short by design; every other page has real content.
    const least = kind === 'page' ? 300 : 100;
    if (text.length < least) problems.push(`${path}: main content is only ${text.length} characters`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the contact page offers phone, e-mail and WhatsApp when the form cannot run', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
  await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
  await expect(page.locator('main a[href^="https://wa.me/"]').first()).toBeVisible();
});
