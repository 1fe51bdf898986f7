/**
 * Dates on the community page, in the page's locale. Content dates are calendar days (parsed as UTC
 * midnight), so they are formatted in UTC: a visitor west of Greenwich must not see the day before.
 */
import { calendarDate } from '~/lib/text/localeFormats';
import { clockText, type HoursStyle } from '~/lib/text/openingHours';
import { fillIn } from '~/lib/text/placeholders';

/** "Sat, 5 December 2026" ("शनि, 5 दिसंबर 2026" with 'hi-IN'). */
export function formatEventDate(date: Date, locale: string): string {
  return calendarDate(date, locale, 'weekday');
}

/** "2026-12-05", for <time datetime>. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * An event's time as its entry writes it ("6:30 PM IST"), in the page's language: the clock from
 * Intl, the words around it from the strings ("{time} {zone}"): "6:30 PM IST", "शाम 6:30 बजे (IST)".
 */
export function eventTimeText(time: string, pattern: string, locale: string, clock: HoursStyle['clock']): string {
  const parts = /^(\d{1,2}):(\d{2}) (AM|PM) ([A-Z]{2,4})$/.exec(time);
  if (!parts) throw new Error(`An event's time reads like "6:30 PM IST", not "${time}"`);
  const [, hour, minute, period, zone] = parts;
  const hours = (Number(hour) % 12) + (period === 'PM' ? 12 : 0);
  return fillIn(pattern, { time: clockText(`${String(hours).padStart(2, '0')}:${minute}`, locale, clock), zone: zone! });
}

/** The consultancy's calendar: an event is over once its day has ended in India. */
const officeTimeZone = 'Asia/Kolkata';

/** Today's calendar day in India, "2026-11-28" (en-CA writes days as YYYY-MM-DD). */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: officeTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whether an event on `date` is still to come on `today` (its own day included: it may be that evening). */
export function isUpcoming(date: Date, today: string): boolean {
  return isoDay(date) >= today;
}
