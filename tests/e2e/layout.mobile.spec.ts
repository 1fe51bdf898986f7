import { expect, test } from '@playwright/test';
import { languages } from '../../src/config/languages';
import { mainNav } from '../../src/config/navigation';

test.describe('mobile menu (below the xl breakpoint)', () => {
  test('opens from the toggle and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
    await expect(nav).toBeHidden();

    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    // The menu's pages, and the same page in the other language, named in its own script.
    await expect(nav.getByRole('link')).toHaveCount(mainNav.length + 1);
    await expect(nav.getByRole('link', { name: languages.hi.name, exact: true })).toHaveAttribute('lang', 'hi');

    await nav.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });

  test('closes with Escape and returns focus to the toggle', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('closes when a link to the current page is chosen', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
