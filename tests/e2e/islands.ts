import { expect, type Page } from '@playwright/test';
import { waitingIslands } from '../../src/config/islands.ts';
import { stringsOf } from './content';

/** Waits until every island that is due has hydrated (Astro drops its `ssr` attribute); those that wait for the visitor are not due. */
export const dueIslandsHydrated = (page: Page, timeout: number) =>
  page.waitForFunction((waiting) => ![...document.querySelectorAll('astro-island[ssr]')].some((island) => !island.matches(waiting)), waitingIslands, { timeout });

/** The page hydrates nothing of its own: its only islands are the site-wide chat button and search dialog. */
export async function expectOnlySiteWideIslands(page: Page) {
  await expect(page.locator('astro-island')).toHaveCount(2);
  await expect(page.locator('astro-island[client="intent"]')).toHaveAttribute('component-url', /ChatButton/);
  await expect(page.locator('astro-island[client="intent"]').getByRole('link', { name: stringsOf('layout')['chat.label'] })).toBeAttached();
  await expect(page.locator('astro-island[client="search"]')).toHaveAttribute('component-url', /SearchDialog/);
}
