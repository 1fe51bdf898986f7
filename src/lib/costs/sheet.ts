/**
 * A destination's costs as one sheet: every real-world figure a student from India pays or shows
 * there (tuition by kind of institution, living by city, rent by kind of home, visa fees, proof of
 * funds, flights, insurance, deposit, settling in), each with its source and the date an editor
 * checked it. Amounts are whole units of the destination's currency. Plain data: the content schema
 * checks it at build, the pages and the planner read it.
 */
import type { Currency } from '~/lib/money/currencies';
import type { MoneyRange } from '~/lib/money/range';
import type { StudyLevel } from '~/lib/universities/facts';

/** The levels the planner and the tuition tables plan for (a PhD is usually funded). */
export const plannerLevels = ['Undergraduate', 'Postgraduate'] as const satisfies readonly StudyLevel[];
export type PlannerLevel = (typeof plannerLevels)[number];

/** Kinds of home, cheapest-sounding first. */
export const accommodationTypes = ['dorm', 'shared', 'studio'] as const;
export type AccommodationType = (typeof accommodationTypes)[number];

/** Living costs differ most between a country's expensive cities and everywhere else. */
export const cityLevels = ['major', 'elsewhere'] as const;
export type CityLevel = (typeof cityLevels)[number];

/** Where a figure comes from: shown beside it, so a family can check it. */
export interface Sourced {
  source: string;
  sourceUrl?: string;
  /** YYYY-MM-DD */
  checked: string;
}

export interface TuitionKind extends MoneyRange, Sourced {
  id: string;
  /** "Public university" */
  label: string;
  levels: PlannerLevel[];
  note: string;
}

interface Fee extends Sourced {
  id: string;
  label: string;
  amount: number;
  /** `application`: paid once; `year`: for each year of study, all paid with the visa application. */
  per: 'application' | 'year';
  note: string;
}

/** What the visa officer wants to see on top of the first year's tuition. */
type ProofOfFundsLiving =
  /** The first year's planned living costs, rent and insurance (the USA's I-20 cost of attendance). */
  | { basis: 'your-plan' }
  /** A fixed yearly amount (Canada, Australia, New Zealand), pro rata for a course under a year. */
  | { basis: 'per-year'; amount: number }
  /** A monthly amount by city for up to `maxMonths` months (the UK's maintenance requirement). */
  | { basis: 'per-month'; major: number; elsewhere: number; maxMonths: number };

export interface CostSheet {
  country: string;
  currency: Currency;
  /** The usual length of a programme, in years, at each level. */
  typicalYears: Record<PlannerLevel, number>;
  tuition: TuitionKind[];
  /** A year's living costs besides rent (food, transport, phone, books, personal), by city level. */
  living: Record<CityLevel, MoneyRange & { label: string }> & Sourced & { note: string };
  /** Rent, per week or per month as that country quotes it. */
  accommodation: Record<AccommodationType, MoneyRange & { label: string; note: string }> & Sourced & { per: 'week' | 'month' };
  /** The rental deposit, in weeks of rent (refunded when the student moves out). */
  deposit: { weeks: MoneyRange; note: string } & Sourced;
  /** A year's health insurance; absent where a visa fee pays for health care (the UK's surcharge). */
  healthInsurance?: MoneyRange & Sourced & { label: string; note: string };
  fees: Fee[];
  proofOfFunds: { label: string; living: ProofOfFundsLiving; note: string } & Sourced;
  /** One economy flight between India and the country. */
  flight: MoneyRange & Sourced & { note: string };
  /** The first month's setting-up costs: bedding, kitchen, phone, transport card. */
  settlingIn: MoneyRange & Sourced & { note: string };
}

/** A year of rent: 52 weeks or 12 months of the quoted rate. */
export function yearlyRent(sheet: Pick<CostSheet, 'accommodation'>, type: AccommodationType): MoneyRange {
  const { min, max } = sheet.accommodation[type];
  const periods = sheet.accommodation.per === 'week' ? 52 : 12;
  return { min: min * periods, max: max * periods };
}
