import { expect, type Page } from '@playwright/test';

/**
 * The islands every page has, which hydrate only when the visitor reaches for them: the chat button
 * (`client:intent`) and the site search dialog (`client:search`, when search is asked for).
 */
export const siteWideIslands = 'astro-island[client="intent"], astro-island[client="search"]';

/** The page hydrates nothing of its own: its only islands are the site-wide chat button and search dialog. */
export async function expectOnlySiteWideIslands(page: Page) {
  await expect(page.locator('astro-island')).toHaveCount(2);
  await expect(page.locator('astro-island[client="intent"]')).toHaveAttribute('component-url', /ChatButton/);
  await expect(page.locator('astro-island[client="intent"]').getByRole('link', { name: 'Chat with us' })).toBeAttached();
  await expect(page.locator('astro-island[client="search"]')).toHaveAttribute('component-url', /SearchDialog/);
}
