/**
 * Scholarship deadlines in a timeline: a scholarship usually closes in the same month or months each
 * year, so for an intake its deadline is the latest of those months that begins before the intake
 * month (within the twelve months before it). Funders rarely keep the day from year to year, so the
 * date is the first of that month: a reminder never comes after the deadline.
 */
import { intakeStart, type Intake } from './plan';

/** A scholarship as the timeline shows it. */
export interface ScholarshipDeadline {
  id: string;
  name: string;
  /** The months it usually closes in, 1 for January. */
  months: readonly number[];
  /** Its official page. */
  link: string;
}

export interface DatedScholarship {
  scholarship: ScholarshipDeadline;
  /** YYYY-MM-DD, the first day of the deadline month. */
  date: string;
  past: boolean;
}

/** The first day of the usual deadline month before the intake, or undefined when it has no month. */
export function deadlineBefore(months: readonly number[], intake: Intake): string | undefined {
  if (months.length === 0) return undefined;
  const dates = months.map((month) => {
    const year = month < intake.month ? intake.year : intake.year - 1;
    return `${year}-${String(month).padStart(2, '0')}-01`;
  });
  const start = intakeStart(intake);
  return dates
    .filter((date) => date < start)
    .sort()
    .at(-1);
}

/** The chosen scholarships with their dates for the intake, soonest first; those with no month are left out. */
export function datedScholarships(chosen: readonly ScholarshipDeadline[], intake: Intake, today: string): DatedScholarship[] {
  return chosen
    .flatMap((scholarship) => {
      const date = deadlineBefore(scholarship.months, intake);
      // Past once its month is over: within the month, the deadline may still be open.
      return date ? [{ scholarship, date, past: date.slice(0, 7) < today.slice(0, 7) }] : [];
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.scholarship.name.localeCompare(b.scholarship.name));
}
