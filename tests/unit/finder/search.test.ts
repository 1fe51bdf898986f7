import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearFilters,
  initialFinderState,
  prepareFinder,
  readFinderState,
  writeFinderState,
  type FinderState,
} from '~/lib/finder/search';
import { university } from './fixtures';

const list = [
  university({
    id: 'harvard',
    name: 'Harvard University',
    country: 'USA',
    countryId: 'usa',
    programmes: ['Business', 'Law', 'Computer Science'],
  }),
  university({
    id: 'toronto',
    name: 'University of Toronto',
    country: 'Canada',
    countryId: 'canada',
    programmes: ['Engineering', 'Life Sciences'],
  }),
  university({ id: 'oxford', name: 'University of Oxford', country: 'UK', countryId: 'uk', programmes: ['Philosophy', 'Law'] }),
  university({
    id: 'melbourne',
    name: 'University of Melbourne',
    country: 'Australia',
    countryId: 'australia',
    programmes: ['Education', 'C++ Systems'],
  }),
];
/** The country buttons a page offers. */
const countries = list.map((u) => ({ id: u.countryId, name: u.country }));
const state = (patch: Partial<FinderState>): FinderState => ({ ...initialFinderState, ...patch });
/** The ids of the universities the finder shows for a state, in the list's order. */
const shown = (universities: ReturnType<typeof university>[], patch: Partial<FinderState>) => {
  const flags = prepareFinder(universities)(state(patch));
  return universities.filter((_, i) => flags[i]).map((u) => u.id);
};
const ids = (patch: Partial<FinderState>) => shown(list, patch);

describe('university search', () => {
  it('ignores case in the query and in the data', () => {
    expect(ids({ query: 'HARVARD' })).toEqual(['harvard']);
    expect(ids({ query: 'oXfOrD' })).toEqual(['oxford']);
  });

  it('matches the name, the country or any program, anywhere in the text', () => {
    expect(ids({ query: 'toronto' })).toEqual(['toronto']);
    expect(ids({ query: 'canada' })).toEqual(['toronto']);
    expect(ids({ query: 'uk' })).toEqual(['oxford']);
    expect(ids({ query: 'law' })).toEqual(['harvard', 'oxford']);
    expect(ids({ query: 'science' })).toEqual(['harvard', 'toronto']);
  });

  it('combines the query with the country filter', () => {
    expect(ids({ query: 'law', country: 'uk' })).toEqual(['oxford']);
    expect(ids({ query: 'law', country: 'canada' })).toEqual([]);
    expect(ids({ country: 'australia' })).toEqual(['melbourne']);
    expect(ids({ query: 'university', country: 'usa' })).toEqual(['harvard']);
    // A button stands for its destination, whatever the page's language calls it.
    const inHindi = list.map((u) => ({ ...u, country: `${u.countryId} (हिन्दी)` }));
    expect(shown(inHindi, { country: 'canada' })).toEqual(['toronto']);
  });

  it('shows everything for an empty or blank query, keeping the original order', () => {
    expect(ids({})).toEqual(['harvard', 'toronto', 'oxford', 'melbourne']);
    expect(ids({ query: '   \t ' })).toHaveLength(4);
  });

  it('trims and collapses whitespace around and inside the query', () => {
    expect(ids({ query: '  harvard  ' })).toEqual(['harvard']);
    expect(ids({ query: 'university   of  toronto' })).toEqual(['toronto']);
    expect(ids({ query: '  Life \n Sciences ' })).toEqual(['toronto']);
  });

  it('treats special characters as plain text, never as a pattern', () => {
    expect(ids({ query: 'c++' })).toEqual(['melbourne']);
    expect(ids({ query: '.*' })).toEqual([]);
    expect(ids({ query: '(' })).toEqual([]);
    expect(ids({ query: '[a-z' })).toEqual([]);
    expect(ids({ query: '<script>' })).toEqual([]);
  });

  it('combines the search and the country with the facets', () => {
    const mixed = [
      university({ id: 'a', country: 'USA', programmes: ['Law'], levels: ['Postgraduate'] }),
      university({ id: 'b', country: 'USA', programmes: ['Law'], levels: ['Undergraduate'] }),
      university({ id: 'c', country: 'UK', countryId: 'uk', programmes: ['Law'], levels: ['Postgraduate'] }),
    ];
    const found = (patch: Partial<FinderState>) => shown(mixed, patch);
    expect(found({ query: 'law', level: 'Postgraduate' })).toEqual(['a', 'c']);
    expect(found({ query: 'law', level: 'Postgraduate', country: 'usa' })).toEqual(['a']);
    expect(found({ query: 'medicine', level: 'Postgraduate' })).toEqual([]);
  });
});

describe('prepared finder', () => {
  it('answers for the list as it was given, one flag per university', () => {
    expect(prepareFinder(list)(state({ query: 'law' }))).toEqual([true, false, true, false]);
    expect(prepareFinder([])(state({ query: 'law' }))).toEqual([]);
  });

  it('never matches across two fields of one university', () => {
    // Oxford offers Philosophy and Law, and its name ends where its country begins: neither pair is one field.
    expect(ids({ query: 'philosophy law' })).toEqual([]);
    expect(ids({ query: 'oxford uk' })).toEqual([]);
  });
});

describe('finder state in the URL', () => {
  it('reads q and country by its destination id, in any case, ignoring a country the page does not offer', () => {
    expect(readFinderState('?q=law&country=uk', countries)).toEqual(state({ query: 'law', country: 'uk' }));
    // Addresses shared before the buttons used ids named the country as the English page shows it.
    expect(readFinderState('?country=USA', countries)).toEqual(state({ country: 'usa' }));
    expect(readFinderState('?country=France', countries)).toEqual(initialFinderState);
    expect(
      readFinderState(
        '?country=uk',
        countries.filter((c) => c.id !== 'uk'),
      ),
    ).toEqual(initialFinderState);
    expect(readFinderState('', countries)).toEqual(initialFinderState);
  });

  it('reads every facet, the sort and the English score by the names the page shows', () => {
    expect(
      readFinderState(
        '?level=PhD&subject=Medicine+%26+Health&intake=January&budget=40&scholarships=yes&sort=tuition&test=ielts&score=6.5',
        countries,
      ),
    ).toEqual(
      state({
        level: 'PhD',
        subject: 'Medicine & Health',
        intake: 'January',
        budgetLakh: 40,
        scholarships: true,
        sort: 'tuition',
        test: 'ielts',
        score: '6.5',
      }),
    );
  });

  it('ignores values the page does not offer', () => {
    expect(
      readFinderState('?level=Diploma&subject=Cooking&intake=Sept&budget=37&scholarships=1&sort=price&test=gre&score=7', countries),
    ).toEqual(initialFinderState);
    // A score needs its test, and must look like a number.
    expect(readFinderState('?score=7', countries)).toEqual(initialFinderState);
    expect(readFinderState('?test=toefl&score=abc', countries)).toEqual(state({ test: 'toefl' }));
    expect(readFinderState('?budget=-10', countries).budgetLakh).toBeNull();
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    expect(writeFinderState(initialFinderState)).toBe('');
    expect(writeFinderState(state({ query: 'data science', country: 'usa' }))).toBe('?q=data+science&country=usa');
    expect(writeFinderState(state({ query: '  ', country: 'canada' }), '?utm_source=mail&q=old')).toBe('?utm_source=mail&country=canada');
    expect(writeFinderState(state({ level: 'PhD', budgetLakh: 50, scholarships: true, sort: 'name' }))).toBe(
      '?level=PhD&budget=50&scholarships=yes&sort=name',
    );
    // A score without a test is not written.
    expect(writeFinderState(state({ score: '7' }))).toBe('');
    expect(writeFinderState(state({ test: 'pte', score: ' 65 ' }))).toBe('?test=pte&score=65');
  });

  it('round-trips every part of the state, special characters included', () => {
    const full = state({
      query: 'C++ & <b>"law"</b>',
      country: 'uk',
      level: 'Undergraduate',
      subject: 'Arts & Humanities',
      intake: 'October',
      budgetLakh: 75,
      scholarships: true,
      sort: 'ranking',
      test: 'duolingo',
      score: '120',
    });
    expect(readFinderState(writeFinderState(full), countries)).toEqual(full);
  });
});

describe('clearing filters', () => {
  it('counts each filter that narrows the list, the search included', () => {
    expect(activeFilterCount(initialFinderState)).toBe(0);
    expect(activeFilterCount(state({ query: '  ', sort: 'name', test: 'ielts', score: '7' }))).toBe(0);
    expect(
      activeFilterCount(
        state({ query: 'law', country: 'uk', level: 'PhD', subject: 'Law', intake: 'May', budgetLakh: 20, scholarships: true }),
      ),
    ).toBe(7);
  });

  it('resets every filter but keeps the sort and the English score', () => {
    const busy = state({
      query: 'law',
      country: 'uk',
      level: 'PhD',
      budgetLakh: 20,
      scholarships: true,
      sort: 'name',
      test: 'ielts',
      score: '7',
    });
    expect(clearFilters(busy)).toEqual(state({ sort: 'name', test: 'ielts', score: '7' }));
  });
});
