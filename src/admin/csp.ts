/**
 * The admin page's Content Security Policy additions, on top of the site-wide policy: only what the
 * admin itself needs. Public pages never get these.
 */
import { localBackendUrl } from '~/config/admin';

const localBackend = new URL(localBackendUrl).origin;

export const adminCsp = {
  directives: [
    // GitHub's API in production; the local backend on this machine for `npm run cms`; blob: for
    // the drafts and uploads Decap keeps in the browser until they are saved.
    `connect-src 'self' blob: https://api.github.com ${localBackend}`,
    // Uploaded images are previewed from blob: URLs; editors' GitHub avatars.
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  ],
  /**
   * Decap checks its configuration with ajv, which compiles each check with `new Function`: without
   * 'unsafe-eval' it stops at "Error loading the CMS configuration" (EvalError; tried with Decap
   * core 3.19). Only this page may evaluate strings, on the admin's own origin, which loads no
   * third-party script ('self' first: naming any source replaces Astro's default).
   */
  scripts: ["'self'", "'unsafe-eval'"],
  /**
   * Decap's UI writes its styles into <style> elements at run time (emotion), which no hash can
   * name; the preview also links the site's own stylesheet.
   */
  styleElements: ["'self'", "'unsafe-inline'"],
} as const;
