import { expect, test } from '@playwright/test';
import { shown, stringsOf } from './expected';
import { levelName, type FigureWords } from '../../src/lib/finder/labels';
import type { StudyLevel } from '../../src/lib/universities/facts';
import { escapeRegExp } from '../../src/lib/text/escapeRegExp';
import { optionsCutOff } from './select-fit';

const { partners } = shown().universities;
/** The finder's words (src/content/strings/en/finder.json). */
const f = stringsOf('finder');
/** A level and the country of a partner that offers it: the two filters the phone turns on. */
const level: StudyLevel = 'PhD';
const country = partners.find((u) => u.levels.includes(level))!.country;

test('on a phone the filters sit in a collapsible panel, and nothing scrolls sideways', async ({ page }) => {
  await page.goto('/universities');
  await expect(page.locator('astro-island[component-url*="UniversityFinder"]')).not.toHaveAttribute('ssr', { timeout: 30_000 });
  const toggle = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(f.filters)}`) });
  const countryButton = page.getByRole('button', { name: country, exact: true });
  const levelSelect = page.getByRole('combobox', { name: f['level.label'] });

  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(countryButton).toBeHidden();
  await expect(levelSelect).toBeHidden();
  const panelId = await toggle.getAttribute('aria-controls');
  expect(panelId).toBeTruthy();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
  await countryButton.click();
  await expect(countryButton).toHaveAttribute('aria-pressed', 'true');
  await levelSelect.selectOption({ label: levelName(level, f as FigureWords) });
  // The closed button still says how many filters are on.
  await expect(toggle).toHaveText(new RegExp(`${escapeRegExp(f.filters)}\\s*2 ${escapeRegExp(f['filters.active'])}`));
  await expect(page.getByRole('region', { name: f.all }).getByRole('heading', { level: 3 })).toHaveText(
    partners.filter((u) => u.country === country && u.levels.includes(level)).map((u) => u.name),
  );

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(countryButton).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

for (const lang of ['en', 'hi'] as const) {
  test.describe(`on a 360 px phone (${lang})`, () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the English score field shows every test name whole', async ({ page }) => {
      const words = stringsOf('finder', lang);
      await page.goto(lang === 'en' ? '/universities' : `/${lang}/universities`);
      await expect(page.locator('astro-island[component-url*="UniversityFinder"]')).not.toHaveAttribute('ssr', { timeout: 30_000 });
      const select = page
        .getByRole('group', { name: words['english.legend'] })
        .getByRole('combobox', { name: words['english.test'], exact: true });
      expect(await optionsCutOff(select)).toEqual([]);
    });
  });
}
