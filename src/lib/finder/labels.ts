/**
 * How the finder and the comparison write real-world figures: amounts in the university's currency
 * and in rupees, and the dates that make them indicative ("November 2026" in "Indicative, checked …").
 * Dates are calendar days (YYYY-MM-DD), formatted in UTC so no visitor sees the day before.
 */
import { rupeesInWords, toRupees, type RupeeWords, type RupeesPer } from '~/lib/money/inr';
import { calendarDate, monthName } from '~/lib/text/localeFormats';
import { intakeMonths, type IntakeMonth, type StudyLevel } from '~/lib/universities/facts';
import type { FinderRates, FinderUniversity, PricedUniversity } from './university';

/**
 * The words the figures are written with (the finder's and the shortlist's strings both carry
 * them): the locale, lakh and crore, and each level's name.
 */
export type FigureWords = RupeeWords & Readonly<Record<'level.undergraduate' | 'level.postgraduate' | 'level.phd', string>>;

/** "November 2026": the month a figure was last checked, in `locale`. */
export function checkedMonth(checked: string, locale: string): string {
  return calendarDate(checked, locale, 'month');
}

/** "1 November 2026": the day the exchange rates are for, in `locale`. */
export function ratesDate(asOf: string, locale: string): string {
  return calendarDate(asOf, locale);
}

/** "₹50.53 lakh–₹70.92 lakh", or one amount when the range is a single figure. */
export function rupeeRange({ min, max }: { min: number; max: number }, words: RupeeWords): string {
  return min === max ? rupeesInWords(min, words) : `${rupeesInWords(min, words)}–${rupeesInWords(max, words)}`;
}

const levelKeys = { Undergraduate: 'level.undergraduate', Postgraduate: 'level.postgraduate', PhD: 'level.phd' } as const satisfies Record<
  StudyLevel,
  keyof FigureWords
>;

/** A study level's name in the strings' language ("Postgraduate"). */
export const levelName = (level: StudyLevel, words: FigureWords): string => words[levelKeys[level]];

/** An intake's month in `locale` ("September", "सितंबर"). */
export const intakeName = (month: IntakeMonth, locale: string): string => monthName(intakeMonths.indexOf(month) + 1, locale);

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
