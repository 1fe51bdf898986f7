import { rmSync } from 'node:fs';

/** Removes the run's throw-away certificate (made by playwright.http.config.ts). */
export default function teardown() {
  if (process.env.NGINX_TLS_DIR) rmSync(process.env.NGINX_TLS_DIR, { recursive: true, force: true });
}
