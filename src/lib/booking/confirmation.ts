/**
 * A booked session's time, told the way a family needs it: in India time, where the counsellor is,
 * and in the visitor's own time zone when that is another one (a student already abroad, a parent
 * travelling). The calendar reports the start as an ISO instant.
 */
const indiaTimeZone = 'Asia/Kolkata';

/** The start of the booked session from the calendar's event, or null when it names none. */
export function bookedStart(data: unknown): Date | null {
  if (!data || typeof data !== 'object') return null;
  // bookingSuccessfulV2 reports startTime; the older bookingSuccessful, date.
  const { startTime, date } = data as { startTime?: unknown; date?: unknown };
  const value = typeof startTime === 'string' ? startTime : typeof date === 'string' ? date : null;
  if (!value) return null;
  const start = new Date(value);
  return Number.isNaN(start.getTime()) ? null : start;
}

// Type aliases, not interfaces: they fill copy's placeholders as plain records.
type ZonedTime = {
  date: string;
  time: string;
};

export type BookedTimes = {
  india: ZonedTime;
  /** Null when the visitor's own zone keeps India's clock. */
  local: (ZonedTime & { zone: string }) | null;
};

function zoned(start: Date, timeZone: string, locale: string): ZonedTime {
  return {
    date: new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
      numberingSystem: 'latn',
    }).format(start),
    time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone, numberingSystem: 'latn' }).format(start),
  };
}

/**
 * The session's start in India and, when it differs, in `visitorZone` with that zone's name, all
 * in the page's `locale` (its booking strings' "locale": 'en-IN', 'hi-IN').
 */
export function bookedTimes(start: Date, visitorZone: string, locale: string): BookedTimes {
  const india = zoned(start, indiaTimeZone, locale);
  const local = zoned(start, visitorZone, locale);
  if (local.date === india.date && local.time === india.time) return { india, local: null };
  const zoneName = new Intl.DateTimeFormat(locale, { timeZone: visitorZone, timeZoneName: 'long' })
    .formatToParts(start)
    .find((part) => part.type === 'timeZoneName')?.value;
  return { india, local: { ...local, zone: zoneName ?? visitorZone } };
}
