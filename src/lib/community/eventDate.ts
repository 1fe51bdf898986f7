/**
 * Dates on the community page, in the page's locale. Content dates are calendar days (parsed as UTC
 * midnight), so they are formatted in UTC: a visitor west of Greenwich must not see the day before.
 */
import { calendarDate } from '~/lib/text/localeFormats';

/** "Sat, 5 December 2026" ("शनि, 5 दिसंबर 2026" with 'hi-IN'). */
export function formatEventDate(date: Date, locale: string): string {
  return calendarDate(date, locale, 'weekday');
}

/** "2026-12-05", for <time datetime>. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
