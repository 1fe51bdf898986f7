// Node runs this file for the benchmarks (scripts/lib/measure-in-browser.mjs), so it imports nothing
// that only Vite or Playwright's loader resolves (the tests' content readers, `~` paths).
import type { Page } from '@playwright/test';
import { waitingIslands } from '../src/config/islands.ts';

/** Waits until every island that is due has hydrated (Astro drops its `ssr` attribute); those that wait for the visitor are not due. */
export const dueIslandsHydrated = (page: Page, timeout: number) =>
  page.waitForFunction(
    (waiting) => ![...document.querySelectorAll('astro-island[ssr]')].some((island) => !island.matches(waiting)),
    waitingIslands,
    { timeout },
  );
