/**
 * Check my chances' answers exactly as the visitor left them, and how they live in the page URL so a
 * profile can be shared and reloaded. Typed values stay text (validation reads them), so a wrong one
 * is shown back with its message instead of being replaced.
 */
import type { PlannerLevel } from '~/lib/costs/sheet';
import { readCountry, readLevel, writeParams } from '~/lib/planning/params';
import { englishTests, subjectAreas, type EnglishTest, type SubjectArea } from '~/lib/universities/facts';

/** Marks as a percentage, or as a CGPA converted by the content's rule. */
export type MarkScheme = 'percent' | 'cgpa';

/** An English test, or none taken yet. */
export type TestChoice = EnglishTest | 'none';

export interface ChancesState {
  level: PlannerLevel;
  marksAs: MarkScheme;
  marks: string;
  test: TestChoice;
  score: string;
  /** Rupees a year. */
  budget: string;
  /** Destination ids; none means every destination. */
  countries: string[];
  /** '' means any subject. */
  subject: SubjectArea | '';
}

/** A postgraduate course (what most of our students plan), marks in per cent, IELTS (the test most take). */
export const initialChancesState: ChancesState = {
  level: 'Postgraduate',
  marksAs: 'percent',
  marks: '',
  test: 'ielts',
  score: '',
  budget: '',
  countries: [],
  subject: '',
};

/** Longer than any real answer: an absurd URL value is cut here, then validation explains. */
const maxTextLength = 24;
const textParam = (params: URLSearchParams, name: string) => (params.get(name) ?? '').trim().slice(0, maxTextLength);

/** The answers a query string describes (`known` are the destination ids); anything unknown falls back. */
export function readChancesState(search: string, known: readonly string[]): ChancesState {
  const params = new URLSearchParams(search);
  const test = params.get('test');
  const subject = params.get('subject');
  const countries = (params.get('countries') ?? '').split(',').map((id) => readCountry(id, known));
  return {
    level: readLevel(params.get('level'), initialChancesState.level),
    marksAs: params.get('marksAs') === 'cgpa' ? 'cgpa' : 'percent',
    marks: textParam(params, 'marks'),
    test: test === 'none' || englishTests.includes(test as EnglishTest) ? (test as TestChoice) : initialChancesState.test,
    score: textParam(params, 'score'),
    budget: textParam(params, 'budget'),
    countries: known.filter((id) => countries.includes(id)),
    subject: subjectAreas.find((area) => area === subject) ?? '',
  };
}

/** The query string for the answers, keeping unrelated parameters; defaults are left out. */
export function writeChancesState(state: ChancesState, currentSearch = ''): string {
  return writeParams(currentSearch, {
    level: state.level === initialChancesState.level ? '' : state.level.toLowerCase(),
    marksAs: state.marksAs === 'percent' ? '' : state.marksAs,
    marks: state.marks.trim(),
    test: state.test === initialChancesState.test ? '' : state.test,
    score: state.score.trim(),
    budget: state.budget.trim(),
    countries: state.countries.join(','),
    subject: state.subject,
  });
}

/** Whether the URL already holds a profile to check (a shared link): then the results show at once. */
export function hasProfile(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('marks') || params.has('budget');
}
