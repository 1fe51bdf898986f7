/**
 * The cost planner's inputs exactly as the visitor left them, and how they live in the page URL so a
 * plan can be shared and reloaded. Numbers stay the text that was typed (validation reads them), so a
 * half-typed or wrong value is shown back with its message instead of being silently replaced.
 */
import {
  accommodationTypes,
  cityLevels,
  plannerLevels,
  type AccommodationType,
  type CityLevel,
  type PlannerLevel,
} from '~/lib/costs/sheet';

const tuitionSources = ['kind', 'university', 'amount'] as const;
type TuitionSource = (typeof tuitionSources)[number];

const scholarshipKinds = ['amount', 'percent'] as const;
type ScholarshipKind = (typeof scholarshipKinds)[number];

/** `paid`: the family pays the interest each month while studying; `capitalised`: it is added to the loan. */
const moratoriumInterest = ['capitalised', 'paid'] as const;
type MoratoriumInterest = (typeof moratoriumInterest)[number];

export interface PlannerState {
  /** A destination id; '' means the first destination. */
  country: string;
  level: PlannerLevel;
  /** Programme length in years; '' means the country's usual length for the level. */
  years: string;
  tuitionFrom: TuitionSource;
  /** A tuition kind id of the country; '' means the first kind offered at the level. */
  kind: string;
  /** A partner university id; '' means the first one in the country offering the level. */
  university: string;
  /** Yearly tuition typed in, in the destination's currency. */
  tuitionAmount: string;
  stay: AccommodationType;
  city: CityLevel;
  scholarship: string;
  scholarshipAs: ScholarshipKind;
  /** Rupees the family will put in. */
  savings: string;
  /** Rupees to borrow; '' means the plan's upper total minus savings. */
  loan: string;
  rate: string;
  tenure: string;
  /** Months after the course before repayments start. */
  grace: string;
  interest: MoratoriumInterest;
}

/**
 * Where a new plan starts: a postgraduate course (what most of our students plan), a room in a
 * shared flat in a major city (the safer upper estimate), and the loan terms Indian banks commonly
 * offered for study abroad when these defaults were set: about 10.5 % a year, repaid over 10 years,
 * starting 6 months after the course.
 */
export const initialPlannerState: PlannerState = {
  country: '',
  level: 'Postgraduate',
  years: '',
  tuitionFrom: 'kind',
  kind: '',
  university: '',
  tuitionAmount: '',
  stay: 'shared',
  city: 'major',
  scholarship: '',
  scholarshipAs: 'amount',
  savings: '',
  loan: '',
  rate: '10.5',
  tenure: '10',
  grace: '6',
  interest: 'capitalised',
};

type Key = keyof PlannerState;

/** URL parameter names; levels are written in lower case there. */
const enums: Partial<Record<Key, readonly string[]>> = {
  tuitionFrom: tuitionSources,
  stay: accommodationTypes,
  city: cityLevels,
  scholarshipAs: scholarshipKinds,
  interest: moratoriumInterest,
};
const param: Record<Key, string> = {
  country: 'country',
  level: 'level',
  years: 'years',
  tuitionFrom: 'tuition',
  kind: 'kind',
  university: 'university',
  tuitionAmount: 'tuitionAmount',
  stay: 'stay',
  city: 'city',
  scholarship: 'scholarship',
  scholarshipAs: 'scholarshipAs',
  savings: 'savings',
  loan: 'loan',
  rate: 'rate',
  tenure: 'tenure',
  grace: 'grace',
  interest: 'interest',
};
const keys = Object.keys(param) as Key[];

/** Longer than any real input: an absurd URL value is cut here, then validation explains what is wrong. */
const maxTextLength = 24;

/** The state a query string describes; anything unknown falls back to the default. */
export function readPlannerState(search: string): PlannerState {
  const params = new URLSearchParams(search);
  const state: Record<Key, string> = { ...initialPlannerState };
  for (const key of keys) {
    const raw = params.get(param[key]);
    if (raw === null) continue;
    const options = enums[key];
    if (key === 'level') {
      const level = plannerLevels.find((l) => l.toLowerCase() === raw.toLowerCase());
      if (level) state.level = level;
    } else if (options) {
      if (options.includes(raw)) state[key] = raw;
    } else {
      state[key] = raw.trim().slice(0, maxTextLength);
    }
  }
  return state as unknown as PlannerState;
}

/** The query string for a state, keeping unrelated parameters; defaults are left out. Returns '' or '?…'. */
export function writePlannerState(state: PlannerState, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  for (const key of keys) {
    const value = key === 'level' ? state.level.toLowerCase() : state[key].trim();
    const fallback = key === 'level' ? initialPlannerState.level.toLowerCase() : initialPlannerState[key];
    if (value === fallback || value === '') params.delete(param[key]);
    else params.set(param[key], value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Another destination or level starts the tuition choice and the programme length afresh (a kind,
 * university or length picked for one rarely fits the other); another destination also clears the
 * amounts typed in its currency.
 */
export function withDestination(state: PlannerState, country: string, level: PlannerLevel): PlannerState {
  if (country === state.country && level === state.level) return state;
  const reset = { ...state, country, level, years: '', kind: '', university: '' };
  if (country === state.country) return reset;
  return { ...reset, tuitionAmount: '', scholarship: state.scholarshipAs === 'amount' ? '' : state.scholarship };
}
