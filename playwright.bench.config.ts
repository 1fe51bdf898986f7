import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** Browser benchmarks (tests/bench): they print figures; `npm test` does not run them. */
export default defineConfig({
  ...base,
  testDir: 'tests/bench',
  testMatch: /.*\.bench\.ts/,
  retries: 0,
  workers: 1,
  projects: [{ name: 'desktop', use: base.projects?.[0]?.use }],
});
