/**
 * From Check my chances' answers to a profile the universities can be weighed against: marks as a
 * percentage (a CGPA converted by the content's rule), the English score on its test's own scale and
 * a yearly budget in whole rupees. Each wrong answer gets its own problem, shown beside its field;
 * while any remains there is no profile, so no figure is ever worked out from a bad value.
 */
import type { PlannerLevel } from '~/lib/costs/sheet';
import { parseScore } from '~/lib/finder/englishScore';
import { rupeeCeiling } from '~/lib/money/inr';
import { readNumber } from '~/lib/planner/numbers';
import type { EnglishTest, SubjectArea } from '~/lib/universities/facts';
import type { ChancesState, MarkScheme } from './state';

/** The CGPA rule from content: percentage = CGPA × multiplier, out of `scale`. */
export interface GradeRule {
  scale: number;
  multiplier: number;
}

export interface Profile {
  level: PlannerLevel;
  /** Per cent to one decimal: typed, or converted from the CGPA. */
  percent: number;
  /** The CGPA typed, when marks were given as one. */
  cgpa?: number;
  /** Null when no test has been taken yet. */
  english: { test: EnglishTest; score: number } | null;
  /** Whole rupees a year. */
  budget: number;
  countries: string[];
  subject: SubjectArea | '';
}

export type Problem =
  | 'marksEmpty'
  | 'marksFormat'
  | 'percentOver100'
  | 'cgpaOverScale'
  | 'scoreEmpty'
  | 'scoreOffScale'
  | 'budgetEmpty'
  | 'budgetFormat'
  | 'budgetTooLarge';

type ProblemField = 'marks' | 'score' | 'budget';
export type Problems = Partial<Record<ProblemField, Problem>>;

/**
 * Per cent from a CGPA, to one decimal, rounded half up. Worked in whole hundredths of both factors,
 * so 8.47 × 9.5 is exactly 80.465 before it rounds to 80.5.
 */
export function cgpaToPercent(cgpa: number, rule: GradeRule): number {
  const product = Math.round(cgpa * 100) * Math.round(rule.multiplier * 100);
  return Math.round(product / 1000) / 10;
}

function checkMarks(text: string, scheme: MarkScheme, rule: GradeRule): { percent?: number; cgpa?: number; problem?: Problem } {
  const read = readNumber(text, 2);
  if (!read.ok) return { problem: read.problem === 'empty' ? 'marksEmpty' : 'marksFormat' };
  if (scheme === 'cgpa') {
    if (read.value > rule.scale) return { problem: 'cgpaOverScale' };
    return { cgpa: read.value, percent: cgpaToPercent(read.value, rule) };
  }
  if (read.value > 100) return { problem: 'percentOver100' };
  return { percent: read.value };
}

function checkScore(test: EnglishTest, text: string): { score?: number; problem?: Problem } {
  if (text.trim() === '') return { problem: 'scoreEmpty' };
  const score = parseScore(test, text);
  // Letters, a negative, too many decimals or a value off the test's scale: one message gives the scale.
  if (score === null) return { problem: 'scoreOffScale' };
  return { score };
}

function checkBudget(text: string): { budget?: number; problem?: Problem } {
  const read = readNumber(text, 0);
  if (!read.ok) return { problem: read.problem === 'empty' ? 'budgetEmpty' : 'budgetFormat' };
  if (read.value > rupeeCeiling) return { problem: 'budgetTooLarge' };
  return { budget: read.value };
}

/** The profile, or the problem with each answer that has one. */
export function checkProfile(
  state: ChancesState,
  rule: GradeRule,
): { profile: Profile; problems: Problems } | { profile?: undefined; problems: Problems } {
  const marks = checkMarks(state.marks, state.marksAs, rule);
  const score = state.test === 'none' ? {} : checkScore(state.test, state.score);
  const budget = checkBudget(state.budget);
  const problems: Problems = {};
  if (marks.problem) problems.marks = marks.problem;
  if (score.problem) problems.score = score.problem;
  if (budget.problem) problems.budget = budget.problem;
  if (marks.percent === undefined || budget.budget === undefined || Object.keys(problems).length) return { problems };
  return {
    problems,
    profile: {
      level: state.level,
      percent: marks.percent,
      ...(marks.cgpa === undefined ? {} : { cgpa: marks.cgpa }),
      english: state.test === 'none' || score.score === undefined ? null : { test: state.test, score: score.score },
      budget: budget.budget,
      countries: state.countries,
      subject: state.subject,
    },
  };
}
