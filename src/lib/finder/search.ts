/**
 * The university finder's state and how it is tested: a case-insensitive search over a university's
 * name, country and programmes, the country buttons, the facets (study level, subject area, intake,
 * a rupee budget, scholarships), the sort and the visitor's English score, all kept in the URL so a
 * filtered list can be shared and reloaded. Pure: no DOM, no Astro, so the island, the page and the
 * unit tests share it.
 */
import { normaliseText } from '~/lib/text/normalise';
import {
  englishTests,
  intakeMonths,
  studyLevels,
  subjectAreas,
  type EnglishTest,
  type IntakeMonth,
  type StudyLevel,
  type SubjectArea,
} from '~/lib/universities/facts';
import { budgetSteps, matchesFacets, type Facets, type FacetFields } from './facets';
import { isScoreText } from './englishScore';
import { sortKeys, type SortKey } from './sort';

/**
 * A country button: a destination the listed universities are in, by its id (its value in the
 * address, ?country=uk, as in the cost planner's and the timeline's) and its name in the page's
 * language. The page gives the list, so a destination gains its button when an editor lists its
 * first university.
 */
export interface FinderCountry {
  id: string;
  name: string;
}

/** The fields a search looks at, and the destination the country buttons match. */
interface Searchable {
  name: string;
  /** The destination's name in the page's language. */
  country: string;
  /** The destination's id. */
  countryId: string;
  programmes: readonly string[];
}

export interface FinderState extends Facets {
  query: string;
  /** The destination's id, or null for every country. */
  country: string | null;
  sort: SortKey;
  /** The English test the visitor has a score in, or null. */
  test: EnglishTest | null;
  /** The score as typed (checked against the test's scale when it is used). */
  score: string;
}

export const initialFinderState: FinderState = {
  query: '',
  country: null,
  level: null,
  subject: null,
  intake: null,
  budgetLakh: null,
  scholarships: false,
  sort: 'recommended',
  test: null,
  score: '',
};

type Findable = Searchable & FacetFields;

/**
 * Which universities the finder shows for a state: the country, the search (plain text, never a
 * pattern, in the name, the country or one programme) and every facet. Prepared once for a list: each
 * university's fields are normalised up front, so a keystroke costs one substring check per
 * university (the finder re-runs it on every keystroke, with up to thousands of entries). Fields are
 * joined by a newline, which a normalised query never contains, so a match never spans two fields.
 */
export function prepareFinder(universities: readonly Findable[]): (state: FinderState) => boolean[] {
  const texts = universities.map((u) => [u.name, u.country, ...u.programmes].map(normaliseText).join('\n'));
  return (state) => {
    const needle = normaliseText(state.query);
    return universities.map(
      (u, i) =>
        (state.country === null || u.countryId === state.country) &&
        (needle === '' || texts[i].includes(needle)) &&
        matchesFacets(u, state),
    );
  };
}

/** How many filters narrow the list (the search counts as one): the phone's Filters button shows it. */
export function activeFilterCount(state: FinderState): number {
  return [
    normaliseText(state.query) !== '',
    state.country !== null,
    state.level !== null,
    state.subject !== null,
    state.intake !== null,
    state.budgetLakh !== null,
    state.scholarships,
  ].filter(Boolean).length;
}

/** Every filter and the search back to "all"; the sort and the English score stay as they are. */
export function clearFilters(state: FinderState): FinderState {
  return { ...initialFinderState, sort: state.sort, test: state.test, score: state.score };
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

// The URL's parameter for each part of the state. Values are the labels the page shows
// ("Computer Science", "September"), so a shared address reads as what it filters.
const param = {
  query: 'q',
  country: 'country',
  level: 'level',
  subject: 'subject',
  intake: 'intake',
  budgetLakh: 'budget',
  scholarships: 'scholarships',
  sort: 'sort',
  test: 'test',
  score: 'score',
} as const satisfies Record<keyof FinderState, string>;

/** Every query parameter the finder reads. */
export const finderParams: readonly string[] = Object.values(param);

/**
 * Reads the finder's state from a query string. Anything unknown (a country, level, budget or sort
 * the page does not offer, a score that is not a number) is ignored, so the value falls back to its
 * default rather than to something the controls cannot show.
 */
export function readFinderState(search: string, countries: readonly FinderCountry[]): FinderState {
  const params = new URLSearchParams(search);
  // Any case: addresses shared before the buttons used destination ids said ?country=UK.
  const country = params.get(param.country)?.toLowerCase();
  const budget = Number(params.get(param.budgetLakh));
  const test = oneOf(englishTests, params.get(param.test));
  const score = params.get(param.score) ?? '';
  return {
    query: params.get(param.query) ?? '',
    country: countries.find((c) => c.id === country)?.id ?? null,
    level: oneOf<StudyLevel>(studyLevels, params.get(param.level)),
    subject: oneOf<SubjectArea>(subjectAreas, params.get(param.subject)),
    intake: oneOf<IntakeMonth>(intakeMonths, params.get(param.intake)),
    budgetLakh: budgetSteps.includes(budget) ? budget : null,
    scholarships: params.get(param.scholarships) === 'yes',
    sort: oneOf(sortKeys, params.get(param.sort)) ?? 'recommended',
    test,
    score: test && isScoreText(score) ? score : '',
  };
}

/**
 * Writes the state into a query string, keeping any other parameters. Defaults are left out so the
 * unfiltered page keeps its plain address. Returns '' or a string starting with '?'.
 */
export function writeFinderState(state: FinderState, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  const put = (key: string, value: string | null) => (value === null ? params.delete(key) : params.set(key, value));
  put(param.query, state.query.trim() === '' ? null : state.query);
  put(param.country, state.country);
  put(param.level, state.level);
  put(param.subject, state.subject);
  put(param.intake, state.intake);
  put(param.budgetLakh, state.budgetLakh === null ? null : String(state.budgetLakh));
  put(param.scholarships, state.scholarships ? 'yes' : null);
  put(param.sort, state.sort === 'recommended' ? null : state.sort);
  put(param.test, state.test);
  put(param.score, state.test && state.score.trim() !== '' ? state.score.trim() : null);
  const text = params.toString();
  return text ? `?${text}` : '';
}
