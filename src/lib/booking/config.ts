/**
 * The booking calendar (Cal.com, cloud or self-hosted) is configured in one place: the build's
 * PUBLIC_CALCOM_ORIGIN (where its booking pages live: the calendar's frame), PUBLIC_CALCOM_LINK (the
 * event to book, "team/free-consultation") and, optionally, PUBLIC_CALCOM_EMBED_ORIGIN (where its
 * embed script is served). Cal.com's cloud serves the two from different origins (the script from
 * app.cal.com, the booking pages from cal.com); a self-hosted instance serves both from its own, so
 * the embed origin defaults to the booking origin there. Without the origin and the link, the page
 * offers the contact form and WhatsApp instead.
 */
export interface BookingEnv {
  PUBLIC_CALCOM_ORIGIN?: string | undefined;
  PUBLIC_CALCOM_EMBED_ORIGIN?: string | undefined;
  PUBLIC_CALCOM_LINK?: string | undefined;
}

export interface BookingConfig {
  /** Where the booking pages live, "https://cal.com": the origin the calendar frames. */
  origin: string;
  /** The event's path on it, "globalpath/free-consultation". */
  calLink: string;
  /** Its embed script, loaded only when a visitor taps "Pick a time". */
  embedScript: string;
  /** Every origin the calendar's frame may come from (the /contact CSP's frame-src). */
  frameOrigins: string[];
}

/**
 * Cal.com's cloud: its booking pages on cal.com, its embed script on app.cal.com, and a booking page
 * asked for on either origin may move to the other, so both may be framed.
 */
const calCloud = { pages: 'https://cal.com', app: 'https://app.cal.com' } as const;
const isCalCloud = (origin: string) => origin === calCloud.pages || origin === calCloud.app;

/** An event link is one or more path segments: "team/free-consultation". */
const calLinkPattern = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

/** An https origin without a path, or the build fails naming the variable. */
function httpsOrigin(name: string, value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // Not a URL at all: the message below names the variable.
  }
  if (!url || url.protocol !== 'https:' || url.origin !== value.replace(/\/+$/, '')) {
    throw new Error(`${name} must be an https origin without a path, like ${calCloud.pages} (got "${value}")`);
  }
  return url.origin;
}

/** The calendar's settings, or null when the origin or the link is missing; a malformed one fails the build with its name. */
export function bookingConfig(env: BookingEnv): BookingConfig | null {
  const originSetting = env.PUBLIC_CALCOM_ORIGIN?.trim();
  const calLink = env.PUBLIC_CALCOM_LINK?.trim().replace(/^\/+|\/+$/g, '');
  if (!originSetting || !calLink) return null;
  const origin = httpsOrigin('PUBLIC_CALCOM_ORIGIN', originSetting);
  if (!calLinkPattern.test(calLink)) {
    throw new Error(`PUBLIC_CALCOM_LINK must be the event's path, like team/free-consultation (got "${env.PUBLIC_CALCOM_LINK}")`);
  }
  const embedSetting = env.PUBLIC_CALCOM_EMBED_ORIGIN?.trim();
  const embedOrigin = embedSetting ? httpsOrigin('PUBLIC_CALCOM_EMBED_ORIGIN', embedSetting) : isCalCloud(origin) ? calCloud.app : origin;
  const frameOrigins = isCalCloud(origin) ? [origin, ...[calCloud.pages, calCloud.app].filter((o) => o !== origin)] : [origin];
  return { origin, calLink, embedScript: `${embedOrigin}/embed/embed.js`, frameOrigins };
}
