/**
 * The booking calendar (Cal.com, cloud or self-hosted) is configured in one place: the build's
 * PUBLIC_CALCOM_ORIGIN (where its booking pages and embed script live) and PUBLIC_CALCOM_LINK (the
 * event to book, "team/free-consultation"). Without both, the page offers the contact form and
 * WhatsApp instead.
 */
export interface BookingEnv {
  PUBLIC_CALCOM_ORIGIN?: string | undefined;
  PUBLIC_CALCOM_LINK?: string | undefined;
}

export interface BookingConfig {
  /** The booking service's origin, "https://app.cal.com". */
  origin: string;
  /** The event's path on it, "globalpath/free-consultation". */
  calLink: string;
  /** Its embed script, loaded only when a visitor taps "Pick a time". */
  embedScript: string;
}

/** An event link is one or more path segments: "team/free-consultation". */
const calLinkPattern = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

/** The calendar's settings, or null when either is missing; a malformed one fails the build with its name. */
export function bookingConfig(env: BookingEnv): BookingConfig | null {
  const origin = env.PUBLIC_CALCOM_ORIGIN?.trim();
  const calLink = env.PUBLIC_CALCOM_LINK?.trim().replace(/^\/+|\/+$/g, '');
  if (!origin || !calLink) return null;
  const url = new URL(origin);
  if (url.protocol !== 'https:' || url.origin !== origin.replace(/\/+$/, '')) {
    throw new Error(`PUBLIC_CALCOM_ORIGIN must be an https origin without a path, like https://app.cal.com (got "${origin}")`);
  }
  if (!calLinkPattern.test(calLink)) {
    throw new Error(`PUBLIC_CALCOM_LINK must be the event's path, like team/free-consultation (got "${env.PUBLIC_CALCOM_LINK}")`);
  }
  return { origin: url.origin, calLink, embedScript: `${url.origin}/embed/embed.js` };
}
