/**
 * A partner university as Check my chances receives it: plain, serialisable island props, with a
 * year's costs already in rupees (worked out at build from its tuition and its country's cost sheet).
 */
import { yearlyLivingCosts } from '~/lib/costs/tableRows';
import type { CostSheet, PlannerLevel } from '~/lib/costs/sheet';
import type { MoneyRange } from '~/lib/money/range';
import { rangeToRupees, type RupeesPer } from '~/lib/money/inr';
import type { AdmitBasis, EnglishTest, SubjectArea } from '~/lib/universities/facts';
import type { MaybeEnglish } from '../i18n/overlay';

/** The marks a university usually admits Indian applicants with at one level. */
export interface AdmittedMarks {
  min: number;
  max: number;
  basis: AdmitBasis;
  source: string;
  sourceUrl?: string;
  /** YYYY-MM-DD */
  checked: string;
}

/** A year at the university in whole rupees, line by line; the total is the sum of the lines. */
export interface YearlyCost {
  tuition: MoneyRange;
  /** Rent in a shared flat plus everyday costs, the country page's "Living costs". */
  living: MoneyRange;
  /** Health insurance, or the visa's yearly health surcharge where that replaces it. */
  health: MoneyRange;
  total: MoneyRange;
}

export interface ChancesUniversity extends MaybeEnglish {
  id: string;
  name: string;
  /** Destination id and name ("uk", "UK"). */
  country: string;
  countryName: string;
  /** QS World position: the order within a band. */
  rank: number;
  levels: PlannerLevel[];
  subjects: SubjectArea[];
  english: Partial<Record<EnglishTest, number>>;
  admits: Partial<Record<PlannerLevel, AdmittedMarks>>;
  yearlyCost: YearlyCost;
}

/**
 * A year's costs in rupees: the university's tuition, living costs as the country page states them,
 * and health cover (insurance, or fees charged for each year of study such as the UK's surcharge).
 * Each line is converted on its own and the total adds the converted lines.
 */
export function yearlyCost(tuition: MoneyRange, sheet: CostSheet, rupeesPer: RupeesPer): YearlyCost {
  const perYearFees = sheet.fees.filter((fee) => fee.per === 'year').reduce((sum, fee) => sum + fee.amount, 0);
  const health = { min: (sheet.healthInsurance?.min ?? 0) + perYearFees, max: (sheet.healthInsurance?.max ?? 0) + perYearFees };
  const lines = {
    tuition: rangeToRupees(tuition, sheet.currency, rupeesPer),
    living: rangeToRupees(yearlyLivingCosts(sheet), sheet.currency, rupeesPer),
    health: rangeToRupees(health, sheet.currency, rupeesPer),
  };
  return {
    ...lines,
    total: {
      min: lines.tuition.min + lines.living.min + lines.health.min,
      max: lines.tuition.max + lines.living.max + lines.health.max,
    },
  };
}
