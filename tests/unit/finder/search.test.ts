import { describe, expect, it } from 'vitest';
import {
  countryFilters,
  prepareFinder,
  readFinderState,
  resultSummary,
  writeFinderState,
  type FinderState,
  type Searchable,
} from '~/lib/finder/search';

const list: (Searchable & { id: string })[] = [
  { id: 'harvard', name: 'Harvard University', country: 'USA', programmes: ['Business', 'Law', 'Computer Science'] },
  { id: 'toronto', name: 'University of Toronto', country: 'Canada', programmes: ['Engineering', 'Life Sciences'] },
  { id: 'oxford', name: 'University of Oxford', country: 'UK', programmes: ['Philosophy', 'Law'] },
  { id: 'melbourne', name: 'University of Melbourne', country: 'Australia', programmes: ['Education', 'C++ Systems'] },
];
const visible = prepareFinder(list);
/** The ids of the universities the finder shows for a state, in the list's order. */
const ids = (state: FinderState) => list.filter((_, i) => visible(state)[i]).map((u) => u.id);

describe('university search', () => {
  it('ignores case in the query and in the data', () => {
    expect(ids({ query: 'HARVARD', country: 'All' })).toEqual(['harvard']);
    expect(ids({ query: 'oXfOrD', country: 'All' })).toEqual(['oxford']);
  });

  it('matches the name, the country or any program, anywhere in the text', () => {
    expect(ids({ query: 'toronto', country: 'All' })).toEqual(['toronto']);
    expect(ids({ query: 'canada', country: 'All' })).toEqual(['toronto']);
    expect(ids({ query: 'uk', country: 'All' })).toEqual(['oxford']);
    expect(ids({ query: 'law', country: 'All' })).toEqual(['harvard', 'oxford']);
    expect(ids({ query: 'science', country: 'All' })).toEqual(['harvard', 'toronto']);
  });

  it('combines the query with the country filter', () => {
    expect(ids({ query: 'law', country: 'UK' })).toEqual(['oxford']);
    expect(ids({ query: 'law', country: 'Canada' })).toEqual([]);
    expect(ids({ query: '', country: 'Australia' })).toEqual(['melbourne']);
    expect(ids({ query: 'university', country: 'USA' })).toEqual(['harvard']);
  });

  it('shows everything for an empty or blank query, keeping the original order', () => {
    expect(ids({ query: '', country: 'All' })).toEqual(['harvard', 'toronto', 'oxford', 'melbourne']);
    expect(ids({ query: '   \t ', country: 'All' })).toHaveLength(4);
  });

  it('trims and collapses whitespace around and inside the query', () => {
    expect(ids({ query: '  harvard  ', country: 'All' })).toEqual(['harvard']);
    expect(ids({ query: 'university   of  toronto', country: 'All' })).toEqual(['toronto']);
    expect(ids({ query: '  Life \n Sciences ', country: 'All' })).toEqual(['toronto']);
  });

  it('treats special characters as plain text, never as a pattern', () => {
    expect(ids({ query: 'c++', country: 'All' })).toEqual(['melbourne']);
    expect(ids({ query: '.*', country: 'All' })).toEqual([]);
    expect(ids({ query: '(', country: 'All' })).toEqual([]);
    expect(ids({ query: '[a-z', country: 'All' })).toEqual([]);
    expect(ids({ query: '<script>', country: 'All' })).toEqual([]);
  });

  it('finds nothing when nothing matches', () => {
    expect(ids({ query: 'astrophysics', country: 'All' })).toEqual([]);
  });
});

describe('prepared finder', () => {
  it('answers for the list as it was given, one flag per university', () => {
    expect(visible({ query: 'law', country: 'All' })).toEqual([true, false, true, false]);
    expect(prepareFinder([])({ query: 'law', country: 'All' })).toEqual([]);
  });

  it('never matches across two fields of one university', () => {
    // Oxford offers Philosophy and Law, and its name ends where its country begins: neither pair is one field.
    expect(ids({ query: 'philosophy law', country: 'All' })).toEqual([]);
    expect(ids({ query: 'oxford uk', country: 'All' })).toEqual([]);
  });
});

describe('finder state in the URL', () => {
  it('reads q and country, ignoring an unknown country', () => {
    expect(readFinderState('?q=law&country=UK')).toEqual({ query: 'law', country: 'UK' });
    expect(readFinderState('?country=France')).toEqual({ query: '', country: 'All' });
    expect(readFinderState('?country=usa')).toEqual({ query: '', country: 'All' });
    expect(readFinderState('')).toEqual({ query: '', country: 'All' });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    expect(writeFinderState({ query: '', country: 'All' })).toBe('');
    expect(writeFinderState({ query: 'data science', country: 'USA' })).toBe('?q=data+science&country=USA');
    expect(writeFinderState({ query: '  ', country: 'Canada' }, '?utm_source=mail&q=old')).toBe(
      '?utm_source=mail&country=Canada',
    );
  });

  it('round-trips special characters', () => {
    const state = { query: 'C++ & <b>"law"</b>', country: 'UK' } as const;
    expect(readFinderState(writeFinderState(state))).toEqual(state);
  });

  it('offers the filters in the spec’s order', () => {
    expect(countryFilters).toEqual(['All', 'USA', 'Canada', 'UK', 'Australia']);
  });

  it('summarises the count for the polite announcement', () => {
    expect(resultSummary(10, 10)).toBe('Showing all 10 universities');
    expect(resultSummary(3, 10)).toBe('Showing 3 of 10 universities');
    expect(resultSummary(0, 10)).toBe('Showing 0 of 10 universities');
  });
});
