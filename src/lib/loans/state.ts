/**
 * The loan comparison's choices in the page URL, so a family's figures can be shared and reloaded,
 * and the cost planner can open the comparison on its own loan:
 * `?amount=25&years=10&moratorium=30&interest=paid&regime=old&slab=30`. The amount is in lakh rupees;
 * a value out of range or unknown falls back to its default.
 */
import { writeParams } from '~/lib/planning/params';
import type { LoanAsk } from './compare';
import type { Regime } from './tax';

export interface LoanChoices {
  /** Lakh rupees, 1 to 200. */
  amountLakh: number;
  /** Years of repayment after the moratorium, 1 to 20. */
  years: number;
  /** The course and the grace period, in months, 0 to 84. */
  moratoriumMonths: number;
  interest: LoanAsk['interest'];
  regime: Regime;
  /** The old regime's slab rate, per cent. */
  slab: number;
}

export const defaultChoices: LoanChoices = { amountLakh: 25, years: 10, moratoriumMonths: 30, interest: 'paid', regime: 'old', slab: 30 };

export const limits = { amountLakh: { min: 1, max: 200 }, years: { min: 1, max: 20 }, moratoriumMonths: { min: 0, max: 84 } } as const;

const lakh = 1_00_000;

/** A whole number within its limits, or undefined. */
function bounded(raw: string | null, { min, max }: { min: number; max: number }): number | undefined {
  if (raw === null || !/^\d{1,4}$/.test(raw.trim())) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
}

/** The choices in a query string; `slabs` are the rates a visitor may pick. */
export function readLoanChoices(search: string, slabs: readonly number[]): LoanChoices {
  const params = new URLSearchParams(search);
  const slab = Number(params.get('slab'));
  return {
    amountLakh: bounded(params.get('amount'), limits.amountLakh) ?? defaultChoices.amountLakh,
    years: bounded(params.get('years'), limits.years) ?? defaultChoices.years,
    moratoriumMonths: bounded(params.get('moratorium'), limits.moratoriumMonths) ?? defaultChoices.moratoriumMonths,
    interest: params.get('interest') === 'capitalised' ? 'capitalised' : 'paid',
    regime: params.get('regime') === 'new' ? 'new' : 'old',
    slab: slabs.includes(slab) ? slab : (slabs.at(-1) ?? defaultChoices.slab),
  };
}

/** The choices in a query string, defaults left out; '' or '?…'. */
export function writeLoanChoices(c: LoanChoices, currentSearch = ''): string {
  const differs = <K extends keyof LoanChoices>(key: K) => (c[key] === defaultChoices[key] ? '' : String(c[key]));
  return writeParams(currentSearch, {
    amount: differs('amountLakh'),
    years: differs('years'),
    moratorium: differs('moratoriumMonths'),
    interest: differs('interest'),
    regime: differs('regime'),
    slab: c.regime === 'new' ? '' : differs('slab'),
  });
}

/** The loan the choices describe, in rupees and months. */
export const askOf = (c: LoanChoices): LoanAsk => ({
  amount: c.amountLakh * lakh,
  moratoriumMonths: c.moratoriumMonths,
  tenureMonths: c.years * 12,
  interest: c.interest,
});
