import { defineConfig } from '@playwright/test';
import { launchOptions } from './playwright.config';

/**
 * HTTP tests (tests/http): the built site served by nginx with the shipped configuration
 * (`npm run preview:nginx`), asked over HTTP; a browser only where the server's caching is the
 * point (tests/http/web-font.spec.ts). A config of its own because a
 * Playwright webServer belongs to a config, not a project: the browser tests never wait for nginx.
 * NGINX_PORT sets the port (default 8329).
 */
const port = Number(process.env.NGINX_PORT ?? 8329);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/http',
  // One worker: some tests place probe files in dist/ (a dot-file, a folder page) for their run.
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: 'list',
  use: { baseURL, launchOptions },
  projects: [{ name: 'http' }],
  webServer: {
    command: 'npm run -s preview:nginx',
    env: { PORT: String(port), ACCESS_LOG: 'off' },
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    // Ctrl-C's signal, so the preview script stops nginx and removes its temporary prefix.
    gracefulShutdown: { signal: 'SIGINT', timeout: 10_000 },
  },
});
