/**
 * Opening hours as a visitor reads them, from the one machine-readable entry the site settings hold
 * ({ days: "Mo-Su", opens: "07:00", closes: "22:00" }, which structured data also reads): the days'
 * and times' words come from Intl in the page's language, the sentence around them from its strings.
 * "Mon - Sun 7:00 AM - 10:00 PM", "सोमवार से रविवार, सुबह 7:00 बजे से रात 10:00 बजे तक".
 */
import { fillIn } from './placeholders';

export interface OpeningHours {
  /** "Mo-Su", "Mo-Fr" or one day, "Sa". */
  days: string;
  /** 24-hour "07:00". */
  opens: string;
  closes: string;
}

/** How a language writes the days and times: its weekday style and clock (Intl options). */
export interface HoursStyle {
  weekday: 'short' | 'long';
  clock: Pick<Intl.DateTimeFormatOptions, 'hourCycle' | 'dayPeriod'>;
}

/** The days as opening hours name them, Monday first (schema.org's and OpenStreetMap's two letters). */
export const dayCodes = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export type DayCode = (typeof dayCodes)[number];
// 1 January 2024 was a Monday: the week from there names every day.
const dayOf = (code: string) => new Date(Date.UTC(2024, 0, 1 + dayCodes.indexOf(code as DayCode)));
const timeOf = (hhmm: string) => new Date(`2024-01-01T${hhmm}:00Z`);

/** The sentences around the words: for a run of days ("{firstDay} - {lastDay} {opens} - {closes}") and for one ("{day} …"). */
export interface HoursPatterns {
  days: string;
  oneDay: string;
}

/**
 * A time of day (24-hour "18:30") as `locale` writes it with a language's clock: "6:30 PM", "शाम 6:30".
 * The time of day is written in capitals where its script has them (AM, PM).
 */
export function clockText(hhmm: string, locale: string, clock: HoursStyle['clock']): string {
  return (
    new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', ...clock, timeZone: 'UTC', numberingSystem: 'latn' })
      .formatToParts(timeOf(hhmm))
      .map((part) => (part.type === 'dayPeriod' ? part.value.toLocaleUpperCase(locale) : part.value))
      .join('')
      // Intl puts a narrow no-break space before AM in some versions; the site writes a plain one.
      .replace(/\u202f/g, ' ')
  );
}

/** The hours in `locale`. */
export function openingHoursText(hours: OpeningHours, patterns: HoursPatterns, locale: string, style: HoursStyle): string {
  const [first, last] = hours.days.split('-');
  const day = new Intl.DateTimeFormat(locale, { weekday: style.weekday, timeZone: 'UTC' });
  const clock = (hhmm: string) => clockText(hhmm, locale, style.clock);
  const times = { opens: clock(hours.opens), closes: clock(hours.closes) };
  if (last === undefined) return fillIn(patterns.oneDay, { day: day.format(dayOf(first!)), ...times });
  return fillIn(patterns.days, { firstDay: day.format(dayOf(first!)), lastDay: day.format(dayOf(last)), ...times });
}
