import type { Page } from '@playwright/test';

/** Records the page's Content Security Policy violations from its first script on; call before the visit, read after. */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as Window & { __csp?: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp!.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as Window & { __csp?: string[] }).__csp ?? []);
}
