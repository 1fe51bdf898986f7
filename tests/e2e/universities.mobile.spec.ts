import { expect, test } from '@playwright/test';

test('on a phone the country filter sits in a collapsible panel', async ({ page }) => {
  await page.goto('/universities');
  await expect(page.locator('astro-island[component-url*="UniversityFinder"]')).not.toHaveAttribute('ssr');
  const toggle = page.getByRole('button', { name: /^Filter by country/ });
  const usa = page.getByRole('button', { name: 'USA', exact: true });

  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(usa).toBeHidden();
  const panelId = await toggle.getAttribute('aria-controls');
  expect(panelId).toBeTruthy();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
  await usa.click();
  await expect(usa).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toContainText('USA');
  await expect(page.getByRole('region', { name: 'All Partner Universities' }).getByRole('heading', { level: 3 })).toHaveCount(3);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(usa).toBeHidden();
  // Nothing overflows sideways on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
