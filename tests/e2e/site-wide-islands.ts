import { expect, type Page } from '@playwright/test';
import { stringsOf } from './expected';

/** The page hydrates nothing of its own: its only islands are the site-wide chat button and search dialog. */
export async function expectOnlySiteWideIslands(page: Page) {
  await expect(page.locator('astro-island')).toHaveCount(2);
  await expect(page.locator('astro-island[client="intent"]')).toHaveAttribute('component-url', /ChatButton/);
  await expect(page.locator('astro-island[client="intent"]').getByRole('link', { name: stringsOf('layout')['chat.label'] })).toBeAttached();
  await expect(page.locator('astro-island[client="search"]')).toHaveAttribute('component-url', /SearchDialog/);
}
