/**
 * Third-party origins, grouped by the feature that needs them, so each page allows only what it
 * uses. BaseLayout's `thirdParties` prop turns them into per-page CSP directives.
 */
export interface ThirdPartySources {
  script?: readonly string[];
  connect?: readonly string[];
  frame?: readonly string[];
  img?: readonly string[];
  /** style-src-elem sources: for a script that adds <style> elements no hash can name ahead of time. */
  styleElement?: readonly string[];
}

const thirdPartySources = {
  /** Google reCAPTCHA v2 widget (contact form). */
  recaptcha: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  },
  /** EmailJS REST API; its client library is bundled, so only the API origin is needed. */
  emailjs: {
    connect: ['https://api.emailjs.com'],
  },
  /** The embedded Google Map of the office (https://www.google.com/maps/embed?pb=… or /maps?…&output=embed). */
  googleMaps: {
    frame: ['https://www.google.com/maps', 'https://www.google.com/maps/'],
  },
  /** Google Analytics 4 via gtag.js: only when PUBLIC_ANALYTICS_ID is set. */
  analytics: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
} as const satisfies Record<string, ThirdPartySources>;

export type ThirdParty = keyof typeof thirdPartySources;

/** A named third party, or one whose origin is only known at build time (the booking calendar's). */
export type ThirdPartyUse = ThirdParty | ThirdPartySources;

/**
 * The booking calendar (Cal.com) as configured: its embed script's origin, the origins its booking
 * page may be framed from, and the <style> elements the embed script adds to the page and to its
 * shadow roots, which differ with each of its releases, so no hash can allow them.
 */
export function bookingCalendarSources(booking: { embedScript: string; frameOrigins: readonly string[] }): ThirdPartySources {
  return { script: [new URL(booking.embedScript).origin], frame: booking.frameOrigins, styleElement: ["'self'", "'unsafe-inline'"] };
}

/** What the contact page loads: the form's reCAPTCHA and EmailJS, and the office map. */
export const contactPageThirdParties: readonly ThirdParty[] = ['recaptcha', 'emailjs', 'googleMaps'];

export interface CspPlan {
  /** Extra script-src sources ('self' first: adding any source replaces Astro's default). */
  scriptResources: string[];
  /** Whole directives that Astro merges with the site-wide ones of the same name. */
  directives: string[];
  /** style-src-elem sources (none: <style> elements follow style-src and its hashes). */
  styleElementResources: string[];
}

/** The CSP additions for a page that uses these third parties. */
export function cspPlan(parties: readonly ThirdPartyUse[]): CspPlan {
  const merged = {
    script: new Set<string>(),
    connect: new Set<string>(),
    frame: new Set<string>(),
    img: new Set<string>(),
    styleElement: new Set<string>(),
  };
  for (const party of parties) {
    const sources: ThirdPartySources = typeof party === 'string' ? thirdPartySources[party] : party;
    for (const key of Object.keys(merged) as (keyof typeof merged)[]) {
      for (const source of sources[key] ?? []) merged[key].add(source);
    }
  }
  const directives: string[] = [];
  // Astro merges these with the site-wide directive of the same name (default-src covers frames).
  if (merged.connect.size) directives.push(`connect-src 'self' ${[...merged.connect].join(' ')}`);
  if (merged.frame.size) directives.push(`frame-src 'self' ${[...merged.frame].join(' ')}`);
  if (merged.img.size) directives.push(`img-src 'self' data: ${[...merged.img].join(' ')}`);
  return {
    scriptResources: merged.script.size ? ["'self'", ...merged.script] : [],
    directives,
    styleElementResources: [...merged.styleElement],
  };
}
