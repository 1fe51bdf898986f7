import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { analyticsChoiceKey } from './src/lib/analytics/consent';
import { chromiumFlags, chromiumPath } from './support/chromium.mjs';

/**
 * Browser tests run against the built site (dist/) served by `astro preview`, in Debian's Chromium
 * headless shell (package chromium-headless-shell): the same Chromium build without the browser's
 * window layer, which Playwright itself uses for headless runs. A test's new page starts in a third of
 * the full browser's time (0.2 s against 0.6 s here), and every test opens at least one.
 * Never `playwright install`: these machines cannot download browsers. Set CHROMIUM_PATH to override.
 */
const port = Number(process.env.E2E_PORT ?? 4329);
export const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium headless shell with the flags these machines need (the HTTP tests' browser test uses it too). */
export const launchOptions = {
  executablePath: chromiumPath('shell'),
  args: chromiumFlags,
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A test that fails runs once more, and only that run records a trace (`npx playwright show-trace`):
  // recording one for every test slowed the whole run by a quarter. A pass on the retry is reported as flaky.
  retries: 1,
  // Two workers a core, four at most: much of a test is waiting (a page's quiet 300 ms, its idle
  // callback, the chat button's one-second entrance), which another worker fills. On 2 cores, 657
  // tests took 16.4 minutes with two workers and 11.7 with four.
  workers: Math.min(4, availableParallelism() * 2),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL,
    trace: 'on-first-retry',
    launchOptions,
    // A returning visitor who has refused analytics, so the banner that asks a first visitor (which
    // covers the foot of the screen) is out of the way of what other specs test. The specs of the
    // banner itself start from an empty profile (analytics-choice.spec.ts, first-visit.mobile.spec.ts).
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: analyticsChoiceKey, value: 'denied' }] }] },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /.*\.mobile\.spec\.ts/ },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      // Only the specs that exercise small-screen behaviour run on the phone profile.
      testMatch: /.*\.mobile\.spec\.ts/,
    },
  ],
  webServer: {
    command: `npm run -s astro -- preview --host 127.0.0.1 --port ${port}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
