/**
 * EmailJS's own guards, on in every build: a browser driven by automation (navigator.webdriver) is
 * refused, and one browser starts at most one send every 10 seconds, stamped in localStorage (under
 * `id`) when a send starts. A send that fails delivered nothing, so its stamp is taken back and the
 * visitor may try again at once; a second message within the 10 seconds of a delivered one waits
 * out the rest and then goes by itself. They add to the reCAPTCHA check, which EmailJS verifies on
 * its side when the template asks for it (docs/deploy.md).
 */
export const sendPace = { id: 'contact-form', throttle: 10_000 } as const;

/** The options EmailJS's `send` takes for these guards. */
export const emailjsGuards = { blockHeadless: true, limitRate: sendPace } as const;

/** The time of the last send's start, as stored, or null when there is none worth counting. */
function stampTime(stamp: string | null): number | null {
  const time = Number(stamp);
  return stamp && Number.isFinite(time) && time > 0 ? time : null;
}

/**
 * Before a send: how long (ms) it must wait after the last one's stamp (0 when it may go now), and
 * whether the stamp is to be dropped first. A stamp from the future (the device's clock was put
 * back) is dropped: EmailJS would otherwise refuse every send until that moment came.
 */
export function paceBefore(stamp: string | null, now: number): { waitMs: number; dropStamp: boolean } {
  const last = stampTime(stamp);
  if (last === null) return { waitMs: 0, dropStamp: false };
  if (last > now) return { waitMs: 0, dropStamp: true };
  return { waitMs: Math.max(0, last + sendPace.throttle - now), dropStamp: false };
}

/**
 * Whether a failed send's stamp is its own, so taking it back frees the retry: EmailJS stamps when
 * the send passes its check, at or after the attempt began. An older stamp is another send's (one
 * still counting, from another tab) and stays.
 */
export function isOwnStamp(stamp: string | null, attemptStart: number): boolean {
  const time = stampTime(stamp);
  return time !== null && time >= attemptStart;
}
