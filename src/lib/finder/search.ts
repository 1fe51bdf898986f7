/**
 * The university finder's logic: a case-insensitive search over a university's name, country
 * and programmes, combined with a country filter, and the finder's state as it lives in the URL.
 * Pure: no DOM, no Astro, so the island, the page and the unit tests share it.
 */
import { normaliseText } from '~/lib/text/normalise';

/** The filter buttons: all countries, then each country the partner universities are in. */
export const countryFilters = ['All', 'USA', 'Canada', 'UK', 'Australia'] as const;
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

function isCountryFilter(value: unknown): value is CountryFilter {
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
 * The finder's test, prepared once for a list: a university is shown when it is in the chosen
 * country (or All) and its name, country or one of its programmes contains the query as plain text
 * (never a pattern, so "C++" or "(" are just characters), ignoring case and runs of white space; an
 * empty query matches every university. Each university's fields are normalised up front, so a
 * keystroke costs one substring check per university (the finder re-runs it on every keystroke, with
 * up to thousands of entries). Fields are joined by a newline, which a normalised query never
 * contains, so a match never spans two fields.
 */
export function prepareFinder(universities: readonly Searchable[]): (state: FinderState) => boolean[] {
  const texts = universities.map((u) => [u.name, u.country, ...u.programmes].map(normaliseText).join('\n'));
  return (state) => {
    const needle = normaliseText(state.query);
    return universities.map(
      (u, i) => (state.country === 'All' || u.country === state.country) && (needle === '' || texts[i].includes(needle)),
    );
  };
}
