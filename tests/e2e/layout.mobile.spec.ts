import { expect, test } from '@playwright/test';
import { languages } from '../../src/config/languages';
import { mainNav } from '../../src/config/navigation';
import { stringsOf } from './content';

/** The header's words (src/content/strings/en/layout.json) and the menu's (navigation.json). */
const s = stringsOf('layout');
const navWords = stringsOf('navigation');
/** The header link to a path, named as the navigation strings name it ("About Us" for /about). */
const linkName = (path: string) => navWords[`main.${mainNav.find((link) => link.path === path)!.key}`];

test.describe('mobile menu (below the xl breakpoint)', () => {
  test('opens from the toggle and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: s['menu.open'] });
    const nav = page.getByRole('navigation', { name: s['nav.main'] });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
    await expect(nav).toBeHidden();

    await toggle.click();
    const close = page.getByRole('button', { name: s['menu.close'] });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    // The menu's pages, and the same page in the other language, named in its own script.
    await expect(nav.getByRole('link')).toHaveCount(mainNav.length + 1);
    await expect(nav.getByRole('link', { name: languages.hi.name, exact: true })).toHaveAttribute('lang', 'hi');

    await nav.getByRole('link', { name: linkName('/about') }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('navigation', { name: s['nav.main'] })).toBeHidden();
  });

  test('closes with Escape and returns focus to the toggle', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: s['menu.open'] }).click();
    await expect(page.getByRole('navigation', { name: s['nav.main'] })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: s['nav.main'] })).toBeHidden();
    await expect(page.getByRole('button', { name: s['menu.open'] })).toBeFocused();
  });

  test('closes when a link to the current page is chosen', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: s['menu.open'] }).click();
    await page.getByRole('navigation', { name: s['nav.main'] }).getByRole('link', { name: linkName('/community') }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByRole('button', { name: s['menu.open'] })).toHaveAttribute('aria-expanded', 'false');
  });
});
