import { expect, test } from '@playwright/test';
import { stringsOf } from './expected';

/** The search's words (src/content/strings/en/search.json) and the header's (layout.json). */
const s = stringsOf('search');
const header = stringsOf('layout');

test.describe('site search on a phone', () => {
  test('the header keeps its Search button beside the menu, and the dialog fills the screen', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: header.search, exact: true });
    await expect(button).toBeVisible();
    await expect(page.getByRole('button', { name: header['menu.open'] })).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);

    await button.tap();
    const dialog = page.getByRole('dialog', { name: s['dialog.title'] });
    await expect(dialog).toBeVisible();
    const viewport = page.viewportSize()!;
    const area = (await dialog.boundingBox())!;
    expect(area.width).toBeGreaterThanOrEqual(viewport.width - 1);

    await dialog.getByLabel(s.label).fill('GIC');
    const canada = dialog.getByRole('list', { name: s.results }).locator('a[href="/destinations/canada"]');
    await expect(canada).toBeVisible();
    // Nothing sticks out sideways.
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await dialog.getByRole('button', { name: s['dialog.close'] }).tap();
    await expect(dialog).toBeHidden();
  });
});
