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

/** Each subject area's strings key, a shared word (strings/<lang>/common.json): the finder and Check my chances show it as "subjectArea.<key>" in the page's language. */
export const subjectKeys = {
  Business: 'subjectArea.business',
  'Computer Science': 'subjectArea.computerScience',
  Engineering: 'subjectArea.engineering',
  Law: 'subjectArea.law',
  'Medicine & Health': 'subjectArea.medicineHealth',
  'Arts & Humanities': 'subjectArea.artsHumanities',
  Sciences: 'subjectArea.sciences',
  'Social Sciences': 'subjectArea.socialSciences',
} as const satisfies Record<SubjectArea, `subjectArea.${string}`>;

/**
 * Where a range of admitted marks comes from: the university's own figure for Indian applicants, or
 * our counsellors' estimate from the admits of the students we guided (shown as an estimate).
 */
export const admitBases = ['published', 'counsellors-estimate'] as const;
export type AdmitBasis = (typeof admitBases)[number];

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

/**
 * English tests a university may set a minimum for, in the order students usually weigh them: each
 * test written once, with its full name, the short name cards use ("IELTS 6.5 · TOEFL 90") and its
 * score scale (IELTS in half bands from 0 to 9, TOEFL iBT 0-120, PTE Academic 10-90, Duolingo 10-160).
 */
export const englishTestFacts = {
  ielts: { name: 'IELTS Academic', shortName: 'IELTS', scale: { min: 0, max: 9, step: 0.5 } },
  toefl: { name: 'TOEFL iBT', shortName: 'TOEFL', scale: { min: 0, max: 120, step: 1 } },
  pte: { name: 'PTE Academic', shortName: 'PTE', scale: { min: 10, max: 90, step: 1 } },
  duolingo: { name: 'Duolingo English Test', shortName: 'Duolingo', scale: { min: 10, max: 160, step: 5 } },
} as const;
export type EnglishTest = keyof typeof englishTestFacts;
export const englishTests = Object.keys(englishTestFacts) as EnglishTest[];

export interface Ranking {
  qsWorld: number;
  year: number;
}

// The bands a rank is rounded up to when a page speaks in ranges ("Top 30 worldwide").
const bands = [5, 10, 20, 30, 50, 100, 150, 200, 250, 300, 500, 1000];

/** 30 for a rank of 25 ("Top 30 worldwide"): the smallest round band that contains the rank, if one does. */
export function rankingBand({ qsWorld }: Ranking): number | undefined {
  return bands.find((limit) => qsWorld <= limit);
}
