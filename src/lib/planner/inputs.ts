/**
 * From the planner's state to the numbers the calculations take: the destination, tuition and
 * programme length it resolves to, each typed value checked against its bounds with a message the
 * visitor can act on. A field in error stops only what depends on it: a bad loan rate never hides
 * the cost tables.
 */
import type { CostSheet, PlannerLevel, TuitionKind } from '~/lib/costs/sheet';
import type { MoneyRange } from '~/lib/money/range';
import { boundedNumber } from './numbers';
import type { PlanInputs } from './plan';
import type { PlannerState } from './state';

/** A destination as the planner receives it: its name and its cost sheet. */
export interface PlannerCountry {
  name: string;
  sheet: CostSheet;
}

/** A partner university's tuition, from the universities collection. */
export interface PlannerUniversity {
  id: string;
  name: string;
  /** Destination id. */
  country: string;
  levels: string[];
  tuition: MoneyRange;
  academicYear: string;
  source: string;
  /** YYYY-MM-DD */
  checked: string;
}

type FieldErrors = Partial<Record<keyof PlannerState, string>>;

/** Bounds: generous enough for any real plan, tight enough that nothing overflows or freezes. */
const limits = {
  years: { min: 0.5, max: 6 },
  /** Whole units of a destination currency, a year. */
  localAmount: 1_000_000,
  /** Rupees: ₹100 crore. */
  rupees: 1_00_00_00_000,
  rate: { min: 0, max: 30 },
  tenure: { min: 1, max: 20 },
  grace: { min: 0, max: 24 },
} as const;

export interface ResolvedChoice {
  country: PlannerCountry;
  level: PlannerLevel;
  /** Tuition kinds the country offers at the level. */
  kinds: TuitionKind[];
  /** Partner universities in the country offering the level. */
  universities: PlannerUniversity[];
  kind?: TuitionKind;
  university?: PlannerUniversity;
}

/** The destination, tuition kind and university the state points at, falling back to the first that fits. */
function resolveChoice(state: PlannerState, countries: PlannerCountry[], universities: PlannerUniversity[]): ResolvedChoice {
  const country = countries.find((c) => c.sheet.country === state.country) ?? countries[0]!;
  const kinds = country.sheet.tuition.filter((k) => k.levels.includes(state.level));
  const offered = universities.filter((u) => u.country === country.sheet.country && u.levels.includes(state.level));
  return {
    country,
    level: state.level,
    kinds,
    universities: offered,
    kind: kinds.find((k) => k.id === state.kind) ?? kinds[0],
    university: offered.find((u) => u.id === state.university) ?? offered[0],
  };
}

const amountMessages = (what: string, example: string) => ({
  empty: `Enter ${what}.`,
  invalid: `Enter ${what} as a whole number, like ${example}.`,
  negative: `${what[0]!.toUpperCase()}${what.slice(1)} cannot be negative.`,
});

/** A whole rupee amount up to ₹100 crore (savings, a loan); `what` names it in the messages, `short` where the limit is explained. */
const rupeeAmount = (text: string, what: string, short: string, example: string) =>
  boundedNumber(text, {
    min: 0,
    max: limits.rupees,
    messages: { ...amountMessages(`${what} in rupees`, example), invalid: `Enter ${short} in rupees as a whole number up to ₹100 crore, like ${example}.` },
  });

export interface CheckedInputs {
  choice: ResolvedChoice;
  /** Whole months of study. */
  months?: number;
  costs?: PlanInputs;
  savings?: number;
  /** Rupees to borrow, or undefined for "the plan's upper total minus savings". */
  loan?: number;
  loanTerms?: { annualRate: number; tenureMonths: number; graceMonths: number; interest: PlannerState['interest'] };
  errors: FieldErrors;
}

export function checkInputs(state: PlannerState, countries: PlannerCountry[], universities: PlannerUniversity[]): CheckedInputs {
  const choice = resolveChoice(state, countries, universities);
  const { sheet } = choice.country;
  const errors: FieldErrors = {};
  const note = <T>(key: keyof PlannerState, result: { value?: T; error?: string }): T | undefined => {
    if (result.error) errors[key] = result.error;
    return result.value;
  };
  const { currency } = sheet;

  const years =
    state.years === ''
      ? { value: sheet.typicalYears[state.level] }
      : boundedNumber(state.years, {
          ...limits.years,
          maxDecimals: 1,
          messages: { empty: '', invalid: 'Enter a programme length from 0.5 to 6 years, in half years.' },
        });
  let yearsValue = note('years', years);
  if (yearsValue !== undefined && !Number.isInteger(yearsValue * 2)) {
    errors.years = 'Enter a programme length from 0.5 to 6 years, in half years.';
    yearsValue = undefined;
  }
  const months = yearsValue === undefined ? undefined : yearsValue * 12;

  let tuition: MoneyRange | undefined;
  let tuitionLabel = '';
  if (state.tuitionFrom === 'university') {
    if (choice.university) {
      tuition = choice.university.tuition;
      tuitionLabel = choice.university.name;
    } else {
      errors.university = `No partner university in ${choice.country.name} is listed for this level: choose a kind of institution or enter an amount.`;
    }
  } else if (state.tuitionFrom === 'amount') {
    const typed = note(
      'tuitionAmount',
      boundedNumber(state.tuitionAmount, {
        min: 0,
        max: limits.localAmount,
        messages: {
          ...amountMessages(`the yearly tuition in ${currency}`, '25000'),
          invalid: `Enter the yearly tuition in ${currency} as a whole number from 0 to ${limits.localAmount.toLocaleString('en-US')}.`,
        },
      }),
    );
    if (typed !== undefined) {
      tuition = { min: typed, max: typed };
      tuitionLabel = 'the amount you entered';
    }
  } else if (choice.kind) {
    tuition = choice.kind;
    tuitionLabel = choice.kind.label;
  } else {
    errors.kind = `No kind of institution in ${choice.country.name} is listed for this level: enter an amount instead.`;
  }

  const scholarship =
    state.scholarship === ''
      ? { value: 0 }
      : state.scholarshipAs === 'percent'
        ? boundedNumber(state.scholarship, {
            min: 0,
            max: 100,
            maxDecimals: 2,
            messages: { empty: '', invalid: 'Enter a scholarship from 0 to 100 % of tuition.', negative: 'The scholarship cannot be negative.' },
          })
        : boundedNumber(state.scholarship, {
            min: 0,
            max: limits.localAmount,
            messages: {
              empty: '',
              invalid: `Enter the yearly scholarship in ${currency} as a whole number, like 5000.`,
              negative: 'The scholarship cannot be negative.',
            },
          });
  const scholarshipValue = note('scholarship', scholarship);

  const savings = note('savings', state.savings === '' ? { value: 0 } : rupeeAmount(state.savings, 'savings', 'savings', '5,00,000'));
  const loan = note('loan', state.loan === '' ? { value: undefined } : rupeeAmount(state.loan, 'the loan amount', 'the loan', '20,00,000'));
  const annualRate = note(
    'rate',
    boundedNumber(state.rate, {
      ...limits.rate,
      maxDecimals: 2,
      messages: { empty: 'Enter the interest rate, like 10.5.', invalid: 'Enter an interest rate from 0 to 30 % a year, like 10.5.', negative: 'The interest rate cannot be negative.' },
    }),
  );
  const tenure = note(
    'tenure',
    boundedNumber(state.tenure, {
      ...limits.tenure,
      messages: { empty: 'Enter the repayment tenure in years, like 10.', invalid: 'Enter a repayment tenure from 1 to 20 whole years.' },
    }),
  );
  const grace = note(
    'grace',
    boundedNumber(state.grace, {
      ...limits.grace,
      messages: { empty: 'Enter the grace period in months, like 6 (0 for none).', invalid: 'Enter a grace period from 0 to 24 whole months.' },
    }),
  );

  const costs: PlanInputs | undefined =
    months !== undefined && tuition && scholarshipValue !== undefined
      ? {
          months,
          tuition,
          tuitionLabel,
          stay: state.stay,
          city: state.city,
          scholarship:
            state.scholarshipAs === 'percent'
              ? { as: 'percent', hundredthsOfPercent: Math.round(scholarshipValue * 100) }
              : { as: 'amount', perYear: scholarshipValue },
        }
      : undefined;

  return {
    choice,
    months,
    costs,
    savings,
    loan,
    loanTerms:
      annualRate !== undefined && tenure !== undefined && grace !== undefined
        ? { annualRate, tenureMonths: tenure * 12, graceMonths: grace, interest: state.interest }
        : undefined,
    errors,
  };
}
