/**
 * Dates on the community page. Content dates are calendar days (parsed as UTC midnight), so they are
 * formatted in UTC: a visitor west of Greenwich must not see the day before.
 */
const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Sat, December 5, 2026" */
export function formatEventDate(date: Date): string {
  return longDate.format(date);
}

/** "2026-12-05", for <time datetime>. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

