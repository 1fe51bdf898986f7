import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchOptions } from './playwright.config';
import { makeCertificates, spkiHash } from './support/certificates.mjs';
import { hosts } from './tests/http/origins';

/**
 * HTTP tests (tests/http): the built site and the admin served by nginx with the shipped configuration
 * (`npm run preview:nginx`), asked over HTTPS with HTTP/2 and HTTP/1.1, and over plain HTTP for the
 * redirect to HTTPS; a browser only where the server's caching or the origins are the point. A
 * config of its own because a Playwright webServer belongs to a config, not a project: the browser
 * tests never wait for nginx. NGINX_PORT sets the plain-HTTP port (default 8329), NGINX_TLS_PORT the
 * HTTPS one (default NGINX_PORT + 100). The certificate is made for the run by openssl
 * (support/certificates.mjs) in a temporary folder; the workers inherit its path, and the
 * global teardown removes it.
 */
const port = Number(process.env.NGINX_PORT ?? 8329);
const tlsPort = Number(process.env.NGINX_TLS_PORT ?? port + 100);
process.env.NGINX_PORT = String(port);
process.env.NGINX_TLS_PORT = String(tlsPort);
if (!process.env.NGINX_TLS_DIR) {
  process.env.NGINX_TLS_DIR = mkdtempSync(join(tmpdir(), 'http-tests-tls-'));
  makeCertificates(process.env.NGINX_TLS_DIR, [hosts.site, hosts.bare, hosts.admin]);
}
const tlsDir = process.env.NGINX_TLS_DIR;
const baseURL = `https://${hosts.site}:${tlsPort}`;

export default defineConfig({
  testDir: 'tests/http',
  // One worker: some tests place probe files in dist/ (a dot-file, a folder page) for their run.
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: 'list',
  globalTeardown: './tests/http/teardown.ts',
  use: {
    baseURL,
    // Chromium trusts the run's certificate by its key alone: a certificate error would also keep
    // responses out of its cache, which the web-font test depends on.
    launchOptions: {
      ...launchOptions,
      args: [...launchOptions.args, `--ignore-certificate-errors-spki-list=${spkiHash(join(tlsDir, 'cert.pem'))}`],
    },
  },
  projects: [{ name: 'http' }],
  webServer: {
    command: 'npm run -s preview:nginx',
    env: {
      PORT: String(port),
      TLS_PORT: String(tlsPort),
      SERVER_NAME: hosts.site,
      ADMIN_SERVER_NAME: hosts.admin,
      TLS_CERT: join(tlsDir, 'cert.pem'),
      TLS_KEY: join(tlsDir, 'key.pem'),
      ACME_ROOT: join(tlsDir, 'acme'),
      ACCESS_LOG: 'off',
    },
    // Ready when nginx accepts connections on the HTTPS port (it binds only once its configuration
    // loaded). Not a URL: Node does not resolve www.localhost, which only browsers send to loopback.
    port: tlsPort,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    // Ctrl-C's signal, so the preview script stops nginx and removes its temporary prefix.
    gracefulShutdown: { signal: 'SIGINT', timeout: 10_000 },
  },
});
