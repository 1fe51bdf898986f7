/**
 * Everything the planner shows for one state: the checked inputs, the cost plan and the loan. The
 * loan is paid out year by year in proportion to each year's upper cost, and repayment starts when
 * the course and the grace period are over.
 */
import type { RupeesPer } from '~/lib/money/inr';
import { checkInputs, type CheckedInputs, type PlannerCountry, type PlannerUniversity } from './inputs';
import { disburse, repayLoan, type LoanResult } from './loan';
import { computePlan, type Plan } from './plan';
import type { PlannerState } from './state';
import type { PlannerWords } from './words';

export interface PlannerOutcome extends CheckedInputs {
  plan?: Plan;
  /** The plan's upper total less savings, never below zero. */
  suggestedLoan?: number;
  /** The amount the loan figures are for: what was typed, or the suggestion. */
  loanAmount?: number;
  loanResult?: LoanResult;
}

export function plannerOutcome(
  state: PlannerState,
  countries: PlannerCountry[],
  universities: PlannerUniversity[],
  rupeesPer: RupeesPer,
  words: PlannerWords,
): PlannerOutcome {
  const checked = checkInputs(state, countries, universities, words);
  const plan = checked.costs ? computePlan(checked.choice.country.sheet, checked.costs, rupeesPer, words) : undefined;
  const suggestedLoan = plan && checked.savings !== undefined ? Math.max(0, plan.programme.total.rupees.max - checked.savings) : undefined;
  const loanAmount = checked.loan ?? suggestedLoan;
  const terms = checked.loanTerms;
  const loanResult =
    loanAmount !== undefined && terms && checked.months !== undefined
      ? repayLoan({
          disbursements: disburse(loanAmount, plan ? plan.years.map((y) => Math.max(0, y.total.rupees.max)) : [1]),
          annualRate: terms.annualRate,
          moratoriumMonths: checked.months + terms.graceMonths,
          tenureMonths: terms.tenureMonths,
          interest: terms.interest,
        })
      : undefined;
  return { ...checked, plan, suggestedLoan, loanAmount, loanResult };
}
