/**
 * How the finder and the comparison write real-world figures: amounts in the university's currency
 * and in rupees, and the dates that make them indicative ("November 2026" in "Indicative, checked …").
 * Dates are calendar days (YYYY-MM-DD), formatted in UTC so no visitor sees the day before.
 */
import { rupeesInWords, toRupees, type RupeesPer } from '~/lib/money/inr';
import type { FinderRates, FinderUniversity, PricedUniversity } from './university';

const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "November 2026": the month a figure was last checked. */
export function checkedMonth(checked: string): string {
  return monthYear.format(new Date(checked));
}

/** "1 November 2026": the day the exchange rates are for. */
export function ratesDate(asOf: string): string {
  return dayMonthYear.format(new Date(asOf));
}

/** "₹50.53 lakh–₹70.92 lakh", or one amount when the range is a single figure. */
export function rupeeRange({ min, max }: { min: number; max: number }): string {
  return min === max ? rupeesInWords(min) : `${rupeesInWords(min)}–${rupeesInWords(max)}`;
}

/** Each university with its annual tuition in whole rupees, converted with the dated rates. */
export function withRupees(universities: readonly FinderUniversity[], rupeesPer: RupeesPer): PricedUniversity[] {
  return universities.map((u) => ({
    ...u,
    tuitionRupees: {
      min: toRupees(u.admissions.tuition.min, u.currency, rupeesPer),
      max: toRupees(u.admissions.tuition.max, u.currency, rupeesPer),
    },
  }));
}

/** The dated rates as islands receive them: the day as YYYY-MM-DD, the rates as they are. */
export function finderRates(rates: { asOf: Date; rupeesPer: RupeesPer }): FinderRates {
  return { asOf: rates.asOf.toISOString().slice(0, 10), rupeesPer: rates.rupeesPer };
}
