/**
 * The university finder's logic: a case-insensitive search over a university's name, country
 * and programmes, combined with a country filter, and the finder's state as it lives in the URL.
 * Pure: no DOM, no Astro, so the island, the page and the unit tests share it.
 */

/** The countries the partner universities are in, in the order the filter shows them. */
export const universityCountries = ['USA', 'Canada', 'UK', 'Australia'] as const;
export type UniversityCountry = (typeof universityCountries)[number];

/** The filter buttons: every country, or all of them. */
export const countryFilters = ['All', ...universityCountries] as const;
export type CountryFilter = (typeof countryFilters)[number];

/** The fields a search looks at. */
export interface Searchable {
  name: string;
  country: string;
  programmes: readonly string[];
}

export interface FinderState {
  query: string;
  country: CountryFilter;
}

export const initialFinderState: FinderState = { query: '', country: 'All' };

/** What a visitor typed, made comparable: trimmed, inner runs of spaces collapsed, lower-cased. */
export function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/**
 * True when the university's name, country or one of its programmes contains the query (plain text,
 * never a pattern, so "C++" or "(" are just characters). An empty query matches every university.
 */
export function matchesQuery(university: Searchable, query: string): boolean {
  const needle = normaliseQuery(query);
  if (needle === '') return true;
  return [university.name, university.country, ...university.programmes].some((field) =>
    normaliseQuery(field).includes(needle),
  );
}

export function matchesCountry(university: Searchable, country: CountryFilter): boolean {
  return country === 'All' || university.country === country;
}

export function matchesFinder(university: Searchable, state: FinderState): boolean {
  return matchesCountry(university, state.country) && matchesQuery(university, state.query);
}

/** The universities that pass both the search and the country filter, in their original order. */
export function filterUniversities<T extends Searchable>(universities: readonly T[], state: FinderState): T[] {
  return universities.filter((university) => matchesFinder(university, state));
}

export function isCountryFilter(value: unknown): value is CountryFilter {
  return typeof value === 'string' && (countryFilters as readonly string[]).includes(value);
}

/** Reads `?q=&country=` from a query string; an unknown country (or none) means All. */
export function readFinderState(search: string): FinderState {
  const params = new URLSearchParams(search);
  const country = params.get('country');
  return {
    query: params.get('q') ?? '',
    country: isCountryFilter(country) ? country : 'All',
  };
}

/**
 * Writes the state into a query string, keeping any other parameters. Defaults are left out so the
 * unfiltered page keeps its plain address. Returns '' or a string starting with '?'.
 */
export function writeFinderState(state: FinderState, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  if (state.query.trim() === '') params.delete('q');
  else params.set('q', state.query);
  if (state.country === 'All') params.delete('country');
  else params.set('country', state.country);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The polite announcement of how many universities are shown. */
export function resultSummary(shown: number, total: number): string {
  if (shown === total) return `Showing all ${total} universities`;
  return `Showing ${shown} of ${total} ${total === 1 ? 'university' : 'universities'}`;
}

/**
 * The same test as matchesFinder, prepared once for a list: each university's fields are normalised
 * up front, so a keystroke costs one substring check per university (the finder re-runs it on every
 * keystroke, with up to thousands of entries). Fields are joined by a newline, which a normalised
 * query never contains, so a match never spans two fields.
 */
export function prepareFinder(universities: readonly Searchable[]): (state: FinderState) => boolean[] {
  const texts = universities.map((u) => [u.name, u.country, ...u.programmes].map(normaliseQuery).join('\n'));
  return (state) => {
    const needle = normaliseQuery(state.query);
    return universities.map((u, i) => matchesCountry(u, state.country) && (needle === '' || texts[i].includes(needle)));
  };
}
