/**
 * Weighs a profile against each partner university that fits it (its level, the chosen destinations
 * and subject): marks against the range it usually admits Indian applicants with, the English score
 * against its minimum, and a year's costs against the budget. Each of the three gives the best band
 * it allows; the university's band is the weakest of them, so a Safe is safe on all three counts:
 *
 * - marks below the range: Reach; within it: Match; at or above its top: Safe.
 * - English below the minimum: Reach; no score yet, or no published minimum for the test: Match.
 * - budget below the lower cost estimate: Reach; between the two estimates: Match; at or above the
 *   upper one: Safe.
 *
 * A university with no marks range for the level is listed apart, with the other two reasons.
 */
import { englishTestFacts, type EnglishTest } from '~/lib/universities/facts';
import type { MoneyRange } from '~/lib/money/range';
import type { Profile } from './profile';
import type { AdmittedMarks, ChancesUniversity } from './university';
import { byName } from '~/lib/lists/order';

export const bands = ['safe', 'match', 'reach'] as const;
export type Band = (typeof bands)[number];

export type MarksCheck = { verdict: 'above' | 'within' | 'below'; range: AdmittedMarks } | { verdict: 'unknown' };
export type EnglishCheck =
  | { verdict: 'meets'; test: EnglishTest; score: number; minimum: number }
  | { verdict: 'short'; test: EnglishTest; score: number; minimum: number }
  | { verdict: 'unlisted'; test: EnglishTest; score: number }
  | { verdict: 'none'; minimums: Partial<Record<EnglishTest, number>> };
export type BudgetCheck = { verdict: 'covers' | 'partly' | 'short'; budget: number; cost: MoneyRange };

export interface Assessment {
  university: ChancesUniversity;
  /** Null when the university has no marks range for the level. */
  band: Band | null;
  marks: MarksCheck;
  english: EnglishCheck;
  budget: BudgetCheck;
}

const rankOf = (band: Band) => bands.indexOf(band);
const weakest = (...found: Band[]): Band => found.reduce((a, b) => (rankOf(a) > rankOf(b) ? a : b));

export function checkMarks(percent: number, range: AdmittedMarks | undefined): MarksCheck {
  if (!range) return { verdict: 'unknown' };
  if (percent < range.min) return { verdict: 'below', range };
  return { verdict: percent >= range.max ? 'above' : 'within', range };
}

export function checkEnglish(english: Profile['english'], minimums: ChancesUniversity['english']): EnglishCheck {
  if (!english) return { verdict: 'none', minimums };
  const minimum = minimums[english.test];
  if (minimum === undefined) return { verdict: 'unlisted', ...english };
  return english.score >= minimum ? { verdict: 'meets', ...english, minimum } : { verdict: 'short', ...english, minimum };
}

export function checkBudget(budget: number, cost: MoneyRange): BudgetCheck {
  const verdict = budget >= cost.max ? 'covers' : budget >= cost.min ? 'partly' : 'short';
  return { verdict, budget, cost };
}

const marksBand = { above: 'safe', within: 'match', below: 'reach' } as const;
const englishBand = { meets: 'safe', unlisted: 'match', none: 'match', short: 'reach' } as const;
const budgetBand = { covers: 'safe', partly: 'match', short: 'reach' } as const;

/** How much below the minimum a score is, exact on the half-band scale (7.0 − 6.5 is 0.5, never 0.4999…). */
export function scoreGap(check: Extract<EnglishCheck, { verdict: 'short' }>): number {
  const { step } = englishTestFacts[check.test].scale;
  return Math.round((check.minimum - check.score) / step) * step;
}

/**
 * The universities that fit the profile, each with its band and reasons: Safe first, then Match,
 * Reach, and those without a range; by ranking within each, and universities that share a ranking
 * (QS prints "=4") by name, so the list reads the same whatever order they came in.
 */
export function assess(profile: Profile, universities: readonly ChancesUniversity[]): Assessment[] {
  const fits = universities.filter(
    (u) =>
      u.levels.includes(profile.level) &&
      (profile.countries.length === 0 || profile.countries.includes(u.country)) &&
      (profile.subject === '' || u.subjects.includes(profile.subject)),
  );
  const order = (a: Assessment) => (a.band === null ? bands.length : rankOf(a.band));
  return fits
    .map((university): Assessment => {
      const marks = checkMarks(profile.percent, university.admits[profile.level]);
      const english = checkEnglish(profile.english, university.english);
      const budget = checkBudget(profile.budget, university.yearlyCost.total);
      const band =
        marks.verdict === 'unknown' ? null : weakest(marksBand[marks.verdict], englishBand[english.verdict], budgetBand[budget.verdict]);
      return { university, band, marks, english, budget };
    })
    .sort((a, b) => order(a) - order(b) || a.university.rank - b.university.rank || byName(a.university.name, b.university.name));
}
