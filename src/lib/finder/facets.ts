/**
 * The finder's facets: study level, subject area, intake, a budget in rupees a year and
 * "scholarships offered". Each is either unset (every university passes) or one value.
 */
import { intakeMonths, type IntakeMonth, type StudyLevel, type SubjectArea } from '~/lib/universities/facts';

export interface Facets {
  level: StudyLevel | null;
  subject: SubjectArea | null;
  intake: IntakeMonth | null;
  /** The most a family can pay in tuition a year, in lakh rupees (1 lakh = ₹1,00,000). */
  budgetLakh: number | null;
  /** Only universities that offer international students a scholarship. */
  scholarships: boolean;
}

/** What the facets look at in a university. */
export interface FacetFields {
  levels: readonly StudyLevel[];
  subjects: readonly SubjectArea[];
  admissions: { intakes: readonly IntakeMonth[] };
  /** Annual tuition converted to whole rupees with the site's dated rates. */
  tuitionRupees: { min: number };
  scholarshipUpTo?: string;
}

/** The budgets the finder offers, in lakh rupees a year. */
export const budgetSteps: readonly number[] = [10, 15, 20, 25, 30, 35, 40, 50, 60, 75];

export const lakh = 1_00_000;

/**
 * True when the university passes every facet that is set. The budget compares with the lowest
 * annual tuition: a university fits when at least some of its programmes cost no more than it.
 */
export function matchesFacets(u: FacetFields, facets: Facets): boolean {
  return (
    (facets.level === null || u.levels.includes(facets.level)) &&
    (facets.subject === null || u.subjects.includes(facets.subject)) &&
    (facets.intake === null || u.admissions.intakes.includes(facets.intake)) &&
    (facets.budgetLakh === null || u.tuitionRupees.min <= facets.budgetLakh * lakh) &&
    (!facets.scholarships || u.scholarshipUpTo !== undefined)
  );
}

/** The intake months any of these universities offers, in calendar order: the intake facet's options. */
export function intakeOptions(universities: readonly FacetFields[]): IntakeMonth[] {
  const offered = new Set(universities.flatMap((u) => u.admissions.intakes));
  return intakeMonths.filter((month) => offered.has(month));
}
