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

/** "1,840 views" */
export function formatViews(views: number): string {
  return `${views.toLocaleString('en-US')} ${views === 1 ? 'view' : 'views'}`;
}

/** "Webinar" from "webinar". */
export function eventTypeLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}
