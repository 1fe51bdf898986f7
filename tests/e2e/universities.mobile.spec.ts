import { expect, test } from '@playwright/test';
import { countryName, listedIn } from './content';

const partners = listedIn('partner');

test('on a phone the filters sit in a collapsible panel, and nothing scrolls sideways', async ({ page }) => {
  await page.goto('/universities');
  await expect(page.locator('astro-island[component-url*="UniversityFinder"]')).not.toHaveAttribute('ssr', { timeout: 30_000 });
  const toggle = page.getByRole('button', { name: /^Filters/ });
  const usa = page.getByRole('button', { name: 'USA', exact: true });
  const level = page.getByRole('combobox', { name: 'Study level' });

  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(usa).toBeHidden();
  await expect(level).toBeHidden();
  const panelId = await toggle.getAttribute('aria-controls');
  expect(panelId).toBeTruthy();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
  await usa.click();
  await expect(usa).toHaveAttribute('aria-pressed', 'true');
  await level.selectOption('PhD');
  // The closed button still says how many filters are on.
  await expect(toggle).toHaveText(/Filters\s*2 active/);
  await expect(page.getByRole('region', { name: 'All Partner Universities' }).getByRole('heading', { level: 3 })).toHaveText(
    partners.filter((u) => countryName(u) === 'USA' && u.levels.includes('PhD')).map((u) => u.name),
  );

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(usa).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
