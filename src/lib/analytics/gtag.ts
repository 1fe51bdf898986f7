/**
 * Google Analytics 4 (gtag.js) page views, only when a measurement ID is configured
 * (PUBLIC_ANALYTICS_ID) and only after the visitor has agreed (src/lib/analytics/consent.ts). The
 * DOM work is passed in so the order of commands and the failure path can be unit-tested.
 */

/** GA4 measurement IDs look like "G-XXXXXXXXXX". */
export function isMeasurementId(id: string | undefined): id is string {
  return typeof id === 'string' && /^G-[A-Z0-9]{4,20}$/.test(id);
}

export function gtagScriptUrl(id: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}

export type Gtag = (...args: unknown[]) => void;

/** The gtag function as Google documents it: each call queues its arguments in the data layer. */
export function createGtag(dataLayer: unknown[]): Gtag {
  // gtag.js reads Arguments objects from the data layer, not arrays: keep the canonical shape.
  return function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
}

export interface AnalyticsHost {
  /** Adds an async <script src> and reports a load failure. */
  appendScript: (src: string, onError: () => void) => void;
  /** Where a load failure is reported: a console message only, never an error the visitor sees. */
  log: (message: string) => void;
}

/** Queues the GA4 commands (page view on config), then loads gtag.js. */
export function startAnalytics(id: string, gtag: Gtag, host: AnalyticsHost): void {
  gtag('js', new Date());
  gtag('config', id, { send_page_view: true });
  host.appendScript(gtagScriptUrl(id), () =>
    host.log(`Analytics could not be loaded from ${gtagScriptUrl(id)}; the page works without it.`),
  );
}
