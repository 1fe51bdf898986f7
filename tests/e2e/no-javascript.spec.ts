import { expect, test } from '@playwright/test';

/**
 * JavaScript disabled entirely. Every page's reading without JavaScript is checked by the one-pass
 * audit (audit-pages.spec.ts); the contact page, whose form needs JavaScript, must offer every other way.
 */
test.use({ javaScriptEnabled: false });

test('the contact page offers phone, e-mail and WhatsApp when the form cannot run', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
  await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
  await expect(page.locator('main a[href^="https://wa.me/"]').first()).toBeVisible();
});
