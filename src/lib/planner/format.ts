/** How the planner writes its dates and lengths (the same on the server and in the browser), in its words and their locale. */
import type { PlannerLevel } from '~/lib/costs/sheet';
import { calendarDate } from '~/lib/text/localeFormats';
import { fillIn, plural } from '~/lib/text/placeholders';
import type { PlannerWords } from './words';

/** "2026-11-01" → "1 November 2026" ("1 नवंबर 2026" with 'hi-IN'). */
export function formatDay(isoDate: string, locale: string): string {
  return calendarDate(isoDate, locale);
}

/** "Rates as of 1 November 2026" */
export const ratesAsOf = (isoDate: string, words: PlannerWords) => fillIn(words.ratesAsOf, { date: formatDay(isoDate, words.locale) });

/** "1 year", "1.5 years" */
export function yearsLabel(years: number, words: PlannerWords): string {
  return plural(words, 'years', years, words.locale);
}

/** "12 months", "1 month" */
export function monthsLabel(months: number, words: PlannerWords): string {
  return plural(words, 'months', months, words.locale);
}

/** A level's name as a choice ("Postgraduate") or inside a sentence ("… for postgraduate study"), from the strings. */
export function levelName(level: PlannerLevel, words: PlannerWords, where: 'label' | 'inText'): string {
  const key = level === 'Undergraduate' ? 'level.undergraduate' : 'level.postgraduate';
  return where === 'label' ? words[key] : words[`${key}.inText`];
}
