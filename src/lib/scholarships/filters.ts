/**
 * The scholarship finder's filters: destination, study level, subject area, "covers full tuition"
 * and "deadline in the next N months". Each is unset (every scholarship passes) or one value. The
 * deadline filter depends on the visitor's today, which is passed in (a test fixes it).
 */
import type { StudyLevel, SubjectArea } from '~/lib/universities/facts';

/** What the filters look at in a scholarship. */
export interface ScholarshipFacts {
  /** Destination ids. */
  destinations: readonly string[];
  levels: readonly StudyLevel[];
  /** The subject areas it funds; absent when it funds any subject. */
  subjects?: readonly SubjectArea[];
  /** It pays the whole tuition. */
  fullTuition: boolean;
  /** The months it usually closes in, 1 for January; empty when it has no fixed deadline. */
  deadlineMonths: readonly number[];
}

export interface ScholarshipFilters {
  /** A destination id. */
  country: string | null;
  level: StudyLevel | null;
  subject: SubjectArea | null;
  fullTuition: boolean;
  /** Only those whose next usual deadline is this many months away or fewer. */
  within: number | null;
}

export const noFilters: ScholarshipFilters = { country: null, level: null, subject: null, fullTuition: false, within: null };

/** The "deadline in the next N months" choices. */
export const withinSteps: readonly number[] = [1, 3, 6];

/**
 * How many whole months from `today` (YYYY-MM-DD) to the next of the usual deadline months: 0 when
 * one is this month (its day is not known, so this month's deadline may still be open), 11 at most;
 * null when there is no fixed deadline.
 */
export function monthsUntilDeadline(months: readonly number[], today: string): number | null {
  if (months.length === 0) return null;
  const now = Number(today.slice(5, 7));
  return Math.min(...months.map((month) => (month - now + 12) % 12));
}

/** True when the scholarship passes every filter that is set. */
export function matchesScholarship(s: ScholarshipFacts, f: ScholarshipFilters, today: string): boolean {
  if (f.country !== null && !s.destinations.includes(f.country)) return false;
  if (f.level !== null && !s.levels.includes(f.level)) return false;
  if (f.subject !== null && s.subjects !== undefined && !s.subjects.includes(f.subject)) return false;
  if (f.fullTuition && !s.fullTuition) return false;
  if (f.within !== null) {
    const months = monthsUntilDeadline(s.deadlineMonths, today);
    if (months === null || months > f.within) return false;
  }
  return true;
}

/** How many filters narrow the list: the phone's Filters button shows it. */
export function activeFilters(f: ScholarshipFilters): number {
  return [f.country !== null, f.level !== null, f.subject !== null, f.fullTuition, f.within !== null].filter(Boolean).length;
}
