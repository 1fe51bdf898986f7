/**
 * The visitor's yes or no to analytics, asked by the banner every page carries while analytics is
 * configured (src/components/layout/AnalyticsChoice.astro), kept on the device and changeable from
 * every page's footer. Google's Consent Mode v2 in its basic form: every signal is denied before any
 * tag, and gtag.js is not even requested until the visitor agrees; a yes grants analytics storage
 * only (nothing for advertising).
 */

/** localStorage key of the choice. */
export const analyticsChoiceKey = 'analytics-choice';

export type AnalyticsChoice = 'granted' | 'denied';

/** A stored choice, or null when none was made (or storage holds something else). */
export function parseChoice(stored: string | null | undefined): AnalyticsChoice | null {
  return stored === 'granted' || stored === 'denied' ? stored : null;
}

/** `gtag('consent', 'default', …)`: every signal denied until the visitor chooses. */
export const consentDefaults = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
} as const;

/** `gtag('consent', 'update', …)` for a choice: it speaks for analytics only. */
export const consentUpdate = (choice: AnalyticsChoice) => ({ analytics_storage: choice }) as const;

/**
 * The `document.cookie` assignments that delete Google Analytics' cookies (`_ga`, `_ga_<id>`,
 * `_gid`, `_gat…`) after a no: gtag.js sets them on the widest domain it may (".example.org" for
 * "www.example.org"), so each is expired on the host and on every parent domain.
 */
export function analyticsCookieDeletions(cookies: string, hostname: string): string[] {
  const names = cookies
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter((name) => /^_ga($|_)|^_gid$|^_gat/.test(name));
  const labels = hostname.split('.');
  const domains = ['', ...labels.slice(0, -1).map((_, i) => `; domain=.${labels.slice(i).join('.')}`)];
  return [...new Set(names)].flatMap((name) => domains.map((domain) => `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`));
}
