/**
 * The closed sets a university's facts are chosen from, and how its ranking reads. Pure data, no
 * zod, so the schema, the finder island and the unit tests share one list of each.
 */

/** Study levels, as the finder names them. */
export const studyLevels = ['Undergraduate', 'Postgraduate', 'PhD'] as const;
export type StudyLevel = (typeof studyLevels)[number];

/** The subject areas the finder filters by: broad on purpose, so every programme fits one. */
export const subjectAreas = [
  'Business',
  'Computer Science',
  'Engineering',
  'Law',
  'Medicine & Health',
  'Arts & Humanities',
  'Sciences',
  'Social Sciences',
] as const;
export type SubjectArea = (typeof subjectAreas)[number];

export const intakeMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type IntakeMonth = (typeof intakeMonths)[number];

/** English tests a university may set a minimum for, in the order students usually weigh them. */
export const englishTests = ['ielts', 'toefl', 'pte', 'duolingo'] as const;
export type EnglishTest = (typeof englishTests)[number];

export const englishTestNames: Record<EnglishTest, string> = {
  ielts: 'IELTS Academic',
  toefl: 'TOEFL iBT',
  pte: 'PTE Academic',
  duolingo: 'Duolingo English Test',
};

export interface Ranking {
  qsWorld: number;
  year: number;
}

/** "QS World #25 (2025)": the ranking as a card states it. */
export function rankingLabel({ qsWorld, year }: Ranking): string {
  return `QS World #${qsWorld} (${year})`;
}

// The bands a rank is rounded up to when a page speaks in ranges ("Top 30 worldwide").
const bands = [5, 10, 20, 30, 50, 100, 150, 200, 250, 300, 500, 1000];

/** "Top 30 worldwide": the smallest round band that contains the rank. */
export function rankingBand({ qsWorld }: Ranking): string {
  const band = bands.find((limit) => qsWorld <= limit);
  return band ? `Top ${band} worldwide` : `Ranked #${qsWorld} worldwide`;
}
