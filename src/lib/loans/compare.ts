/**
 * An education loan compared across lender types, for the visitor's own amount and term: each type's
 * published rates give a range, and each end of the range is worked out with the loan rule the
 * cost planner uses (src/lib/planner/loan.ts): the amount paid out at once, simple interest during
 * the moratorium (paid monthly or added to the loan when it ends, as the visitor picks), then equal
 * monthly instalments on the reducing balance. Lenders are ordered only by these figures.
 */
import { repayLoan } from '~/lib/planner/loan';

export const lenderTypes = ['public-bank', 'nbfc', 'international'] as const;
export type LenderType = (typeof lenderTypes)[number];

/** The visitor's loan: rupees, months before the first instalment, months of repayment. */
export interface LoanAsk {
  amount: number;
  moratoriumMonths: number;
  tenureMonths: number;
  interest: 'paid' | 'capitalised';
}

export interface RateRange {
  /** Per cent a year. */
  min: number;
  max: number;
}

export interface LoanCost {
  /** Monthly instalment once repayment starts, whole rupees. */
  emi: number;
  /** Interest over the whole loan, moratorium included. */
  totalInterest: number;
  /** The interest paid in each year of the loan, from the first payout. */
  interestPaidByYear: number[];
}

/** The loan's cost at one rate. */
export function loanCost(ask: LoanAsk, annualRate: number): LoanCost {
  const loan = repayLoan({
    disbursements: ask.amount > 0 ? [{ month: 0, amount: ask.amount }] : [],
    annualRate,
    moratoriumMonths: ask.moratoriumMonths,
    tenureMonths: ask.tenureMonths,
    interest: ask.interest,
  });
  return { emi: loan.emi, totalInterest: loan.totalInterest, interestPaidByYear: loan.years.map((y) => y.interestPaid) };
}

/** The loan's cost at both ends of a rate range. */
export function costRange(ask: LoanAsk, rates: RateRange): { low: LoanCost; high: LoanCost } {
  return { low: loanCost(ask, rates.min), high: loanCost(ask, rates.max) };
}

/** Each lender type present, in the fixed order of `lenderTypes`, with the lowest and highest rate its lenders publish. */
export function typeRates(lenders: readonly { type: LenderType; interest: RateRange }[]): { type: LenderType; rates: RateRange }[] {
  return lenderTypes.flatMap((type) => {
    const ofType = lenders.filter((l) => l.type === type);
    if (ofType.length === 0) return [];
    return [{ type, rates: { min: Math.min(...ofType.map((l) => l.interest.min)), max: Math.max(...ofType.map((l) => l.interest.max)) } }];
  });
}

/**
 * Indices of the lenders ordered by the visitor's own figures: the lowest instalment their published
 * rates give for this loan, then the highest, then the name. (The instalment rises with the rate, so
 * this is the order of their lowest rates for any loan; the figures are what the visitor sees.)
 */
export function byVisitorsInstalment(lenders: readonly { name: string; interest: RateRange }[], ask: LoanAsk): number[] {
  const costs = lenders.map((l) => costRange(ask, l.interest));
  return lenders
    .map((_, i) => i)
    .sort(
      (a, b) =>
        costs[a]!.low.emi - costs[b]!.low.emi ||
        costs[a]!.high.emi - costs[b]!.high.emi ||
        lenders[a]!.name.localeCompare(lenders[b]!.name),
    );
}
