/**
 * From the planner's state to the numbers the calculations take: the destination, tuition and
 * programme length it resolves to, each typed value checked against its bounds with a message the
 * visitor can act on. A field in error stops only what depends on it: a bad loan rate never hides
 * the cost tables.
 */
import type { CostSheet, PlannerLevel, TuitionKind } from '~/lib/costs/sheet';
import type { Currency } from '~/lib/money/currencies';
import { rupeeCeiling, rupeesInWords } from '~/lib/money/inr';
import { formatAmount, type MoneyRange } from '~/lib/money/range';
import { numberText } from '~/lib/text/localeFormats';
import { fillIn } from '~/lib/text/placeholders';
import { boundedNumber } from './numbers';
import type { PlanInputs } from './plan';
import type { PlannerState } from './state';
import type { PlannerWords } from './words';
import type { MaybeEnglish } from '../i18n/overlay';

/** A destination as the planner receives it: its name and its cost sheet. */
export interface PlannerCountry {
  name: string;
  sheet: CostSheet;
}

/** A partner university's tuition, from the universities collection. */
export interface PlannerUniversity extends MaybeEnglish {
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
  rupees: rupeeCeiling,
  rate: { min: 0, max: 30 },
  tenure: { min: 1, max: 20 },
  grace: { min: 0, max: 24 },
} as const;

/**
 * The messages that name a bound, with the bound as the page's language writes it ("from 0.5 to 6
 * years", "up to ₹100 crore", "from 0 to 10,00,000" on a Hindi page), so each is written once, above.
 */
export function boundMessages(words: PlannerWords, currency: Currency) {
  const { locale } = words;
  const between = (text: string, { min, max }: { min: number; max: number }) =>
    fillIn(text, { min: numberText(min, locale), max: numberText(max, locale) });
  const rupees = (text: string) => fillIn(text, { max: rupeesInWords(limits.rupees, words) });
  return {
    years: between(words['errors.years'], limits.years),
    tuitionAmount: fillIn(words['errors.tuitionAmount.invalid'], { currency, max: formatAmount(limits.localAmount, locale) }),
    savings: rupees(words['errors.savings.invalid']),
    loan: rupees(words['errors.loan.invalid']),
    rate: between(words['errors.rate.invalid'], limits.rate),
    tenure: between(words['errors.tenure.invalid'], limits.tenure),
    grace: between(words['errors.grace.invalid'], limits.grace),
  };
}

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

/** A whole rupee amount up to the ceiling (savings, a loan), with that field's messages. */
const rupeeAmount = (text: string, field: 'savings' | 'loan', words: PlannerWords, invalid: string) =>
  boundedNumber(text, {
    min: 0,
    max: limits.rupees,
    messages: { empty: words[`errors.${field}.empty`], invalid, negative: words[`errors.${field}.negative`] },
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

export function checkInputs(
  state: PlannerState,
  countries: PlannerCountry[],
  universities: PlannerUniversity[],
  words: PlannerWords,
): CheckedInputs {
  const choice = resolveChoice(state, countries, universities);
  const { sheet } = choice.country;
  const errors: FieldErrors = {};
  const note = <T>(key: keyof PlannerState, result: { value?: T; error?: string }): T | undefined => {
    if (result.error) errors[key] = result.error;
    return result.value;
  };
  const { currency } = sheet;
  const bounds = boundMessages(words, currency);

  const years =
    state.years === ''
      ? { value: sheet.typicalYears[state.level] }
      : boundedNumber(state.years, {
          ...limits.years,
          maxDecimals: 1,
          messages: { empty: '', invalid: bounds.years },
        });
  let yearsValue = note('years', years);
  if (yearsValue !== undefined && !Number.isInteger(yearsValue * 2)) {
    errors.years = bounds.years;
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
      errors.university = fillIn(words['errors.university'], { country: choice.country.name });
    }
  } else if (state.tuitionFrom === 'amount') {
    const typed = note(
      'tuitionAmount',
      boundedNumber(state.tuitionAmount, {
        min: 0,
        max: limits.localAmount,
        messages: {
          empty: fillIn(words['errors.tuitionAmount.empty'], { currency }),
          invalid: bounds.tuitionAmount,
          negative: fillIn(words['errors.tuitionAmount.negative'], { currency }),
        },
      }),
    );
    if (typed !== undefined) {
      tuition = { min: typed, max: typed };
      tuitionLabel = words['tuition.entered'];
    }
  } else if (choice.kind) {
    tuition = choice.kind;
    tuitionLabel = choice.kind.label;
  } else {
    errors.kind = fillIn(words['errors.kind'], { country: choice.country.name });
  }

  const scholarship =
    state.scholarship === ''
      ? { value: 0 }
      : state.scholarshipAs === 'percent'
        ? boundedNumber(state.scholarship, {
            min: 0,
            max: 100,
            maxDecimals: 2,
            messages: { empty: '', invalid: words['errors.scholarship.percent'], negative: words['errors.scholarship.negative'] },
          })
        : boundedNumber(state.scholarship, {
            min: 0,
            max: limits.localAmount,
            messages: {
              empty: '',
              invalid: fillIn(words['errors.scholarship.amount'], { currency }),
              negative: words['errors.scholarship.negative'],
            },
          });
  const scholarshipValue = note('scholarship', scholarship);

  const savings = note('savings', state.savings === '' ? { value: 0 } : rupeeAmount(state.savings, 'savings', words, bounds.savings));
  const loan = note('loan', state.loan === '' ? { value: undefined } : rupeeAmount(state.loan, 'loan', words, bounds.loan));
  const annualRate = note(
    'rate',
    boundedNumber(state.rate, {
      ...limits.rate,
      maxDecimals: 2,
      messages: { empty: words['errors.rate.empty'], invalid: bounds.rate, negative: words['errors.rate.negative'] },
    }),
  );
  const tenure = note(
    'tenure',
    boundedNumber(state.tenure, {
      ...limits.tenure,
      messages: { empty: words['errors.tenure.empty'], invalid: bounds.tenure },
    }),
  );
  const grace = note(
    'grace',
    boundedNumber(state.grace, {
      ...limits.grace,
      messages: { empty: words['errors.grace.empty'], invalid: bounds.grace },
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
