import { expect, test } from '@playwright/test';
import { devanagariFaces, headingFont, headingWebFonts, interFetched, withFonts } from '../e2e/renderedFont';
import { latinOnlyFontEnv } from '../../support/fonts.mjs';
import { stringsOf } from '../e2e/expected';

// With the production server's caching (fonts are immutable), a page after the first finds Inter in
// the browser's cache and paints in it from the start; the first page kept its fallbacks.
test('the next page paints in Inter from the start', async ({ page }) => {
  await page.goto('/about');
  await interFetched(page);
  expect(await headingFont(page)).not.toMatch(/Inter/);
  await page
    .getByRole('navigation', { name: stringsOf('layout')['nav.main'] })
    .getByRole('link', { name: stringsOf('navigation')['main.universities'], exact: true })
    .click();
  await page.waitForURL('**/universities');
  expect(await headingFont(page)).toMatch(/^Inter/);
});

// On a device with no Devanagari font the first Hindi page downloads the site's cut of Noto Sans
// Devanagari; every Hindi page after it finds the file in the browser's cache (immutable for a year).
test('on a device with no Devanagari font, the next Hindi page draws its letters from the cached file, asking the server nothing', async ({
  playwright,
  baseURL,
}, testInfo) => {
  await withFonts(playwright, testInfo.project.use.launchOptions, latinOnlyFontEnv(), async (browser) => {
    const page = await browser.newPage({ baseURL });
    await page.goto('/hi/about');
    const file = (await devanagariFaces(page))[0]!.file!;
    await expect.poll(() => headingWebFonts(page)).toContain('Noto Sans Devanagari');
    await page.goto('/hi/universities');
    expect(await headingWebFonts(page)).toContain('Noto Sans Devanagari');
    // No bytes over the network for it: no request at all, or one the cache answered.
    const transferred = await page.evaluate(
      (path: string) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => new URL(entry.name).pathname === path)
          ?.transferSize ?? 0,
      file,
    );
    expect(transferred).toBe(0);
  });
});
