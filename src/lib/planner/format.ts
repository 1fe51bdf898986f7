/** How the planner writes its dates and lengths (the same on the server and in the browser), in its words. */
import { fillIn, plural } from '~/lib/text/placeholders';
import type { PlannerWords } from './words';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-11-01" → "1 November 2026" */
export function formatDay(isoDate: string): string {
  return day.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "Rates as of 1 November 2026" */
export const ratesAsOf = (isoDate: string, words: PlannerWords) => fillIn(words.ratesAsOf, { date: formatDay(isoDate) });

/** "1 year", "1.5 years" */
export function yearsLabel(years: number, words: PlannerWords): string {
  return plural(words, 'years', years);
}

/** "12 months", "1 month" */
export function monthsLabel(months: number, words: PlannerWords): string {
  return plural(words, 'months', months);
}
