import { expect, test } from '@playwright/test';
import { fontFetched, headingFont, headingWebFonts, interFetched } from '../e2e/renderedFont';
import { stringsOf } from '../e2e/content';

// With the production server's caching (fonts are immutable), a page after the first finds Inter in
// the browser's cache and paints in it from the start; the first page kept its fallbacks.
test('the next page paints in Inter from the start', async ({ page }) => {
  await page.goto('/about');
  await interFetched(page);
  expect(await headingFont(page)).not.toMatch(/Inter/);
  await page.getByRole('navigation', { name: stringsOf('layout')['nav.main'] }).getByRole('link', { name: stringsOf('navigation')['main.universities'], exact: true }).click();
  await page.waitForURL('**/universities');
  expect(await headingFont(page)).toMatch(/^Inter/);
});

test('the next Hindi page paints its Devanagari in Noto Sans Devanagari from the start', async ({ page }) => {
  await page.goto('/hi/about');
  await fontFetched(page, 'devanagari');
  expect(await headingWebFonts(page)).not.toContain('Noto Sans Devanagari');
  await page.goto('/hi/universities');
  expect(await headingWebFonts(page)).toContain('Noto Sans Devanagari');
});
