/**
 * Dates, counts and lists as the page's language writes them, with the locale its strings carry ('en-IN',
 * 'hi-IN'): "10 April 2025" or "10 अप्रैल 2025", "April 2025", "1,840", "IELTS, TOEFL, PTE". Content dates are calendar
 * days (YYYY-MM-DD, or a Date at UTC midnight), so they are formatted in UTC: a visitor west of
 * Greenwich must not see the day before. Digits stay Western in every language.
 */

/** How much of a calendar day is written: the day ("10 April 2025"), its month ("April 2025"), or the day with its weekday ("Thu, 10 April 2025"). */
export type CalendarStyle = 'day' | 'month' | 'weekday';

const styles: Record<CalendarStyle, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'long', year: 'numeric' },
  month: { month: 'long', year: 'numeric' },
  weekday: { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' },
};

// One formatter per locale and style, built on first use: building one per call was most of the
// blog explorer's work per keystroke.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

function dateFormat(locale: string, style: CalendarStyle | 'monthName'): Intl.DateTimeFormat {
  const key = `${style} ${locale}`;
  let format = dateFormats.get(key);
  if (!format) {
    const options = style === 'monthName' ? { month: 'long' as const } : styles[style];
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC', numberingSystem: 'latn' });
    dateFormats.set(key, format);
  }
  return format;
}

/** A calendar day ("2026-11-01", or a Date at UTC midnight) in `locale`: "1 November 2026", "1 नवंबर 2026". */
export function calendarDate(date: Date | string, locale: string, style: CalendarStyle = 'day'): string {
  return dateFormat(locale, style).format(typeof date === 'string' ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : date);
}

/** A month's name by its number (1 for January) in `locale`: "September", "सितंबर". */
export function monthName(month: number, locale: string): string {
  return dateFormat(locale, 'monthName').format(Date.UTC(2000, month - 1, 1));
}

function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${decimals} ${locale}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: decimals, numberingSystem: 'latn' });
    numberFormats.set(key, format);
  }
  return format;
}

/** A number to two decimals at most, with the locale's grouping and Western digits: "0.5", "82.5", "1,840". */
export function numberText(value: number, locale: string): string {
  return numberFormat(locale, 2).format(value);
}

/** A whole count with the locale's grouping and Western digits: "1,840". */
export function countText(count: number, locale: string): string {
  return numberFormat(locale, 0).format(count);
}

/**
 * Items as the locale writes a plain list, with no "and" ("Bachelor's, Master's"): each language's
 * separator comes from Intl, not from code. English and Hindi both write ", ".
 */
export function listText(items: readonly string[], locale: string): string {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
    listFormats.set(locale, format);
  }
  return format.format(items);
}
