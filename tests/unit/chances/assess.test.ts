import { describe, expect, it } from 'vitest';
import { assess, bands, checkBudget, checkEnglish, checkMarks } from '~/lib/chances/assess';
import type { Profile } from '~/lib/chances/profile';
import type { ChancesUniversity } from '~/lib/chances/university';
import { englishTestFacts, englishTests } from '~/lib/universities/facts';
import { byName } from '~/lib/lists/order';
import { universities } from './content';

/** A university with a marks range for the level, an English minimum and its yearly cost, from the content. */
const withRange = universities.find((u) => u.admits.Postgraduate && Object.keys(u.english).length)!;
const range = withRange.admits.Postgraduate!;
const test = englishTests.find((t) => withRange.english[t] !== undefined)!;
const minimum = withRange.english[test]!;
const step = englishTestFacts[test].scale.step;
const cost = withRange.yearlyCost.total;

/** A profile that is Safe at `withRange` on every count; each test moves one count to an edge. */
const safe: Profile = {
  level: 'Postgraduate',
  percent: range.max,
  english: { test, score: minimum },
  budget: cost.max,
  countries: [withRange.country],
  subject: '',
};
const bandAt = (profile: Profile, university: ChancesUniversity = withRange) => assess(profile, [university])[0]!;

describe('a profile at the edges of a university’s figures', () => {
  it('is Safe at the top of the marks range, the English minimum and a budget exactly at the upper cost', () => {
    const result = bandAt(safe);
    expect(result.band).toBe('safe');
    expect(result.marks.verdict).toBe('above');
    expect(result.english.verdict).toBe('meets');
    expect(result.budget.verdict).toBe('covers');
  });

  it('is a Match just below the top of the marks range, and at its bottom; a Reach just below it', () => {
    expect(bandAt({ ...safe, percent: range.max - 0.1 }).band).toBe('match');
    expect(bandAt({ ...safe, percent: range.min }).band).toBe('match');
    const below = bandAt({ ...safe, percent: range.min - 0.1 });
    expect(below.band).toBe('reach');
    expect(below.marks.verdict).toBe('below');
  });

  it('is a Reach one step below the English minimum, and at best a Match with no score yet', () => {
    const short = bandAt({ ...safe, english: { test, score: minimum - step } });
    expect(short.band).toBe('reach');
    expect(short.english).toMatchObject({ verdict: 'short', minimum });
    const none = bandAt({ ...safe, english: null });
    expect(none.band).toBe('match');
    expect(none.english).toEqual({ verdict: 'none', minimums: withRange.english });
  });

  it('is at best a Match with a budget between the two cost estimates, and a Reach a rupee below the lower one', () => {
    expect(bandAt({ ...safe, budget: cost.max - 1 }).budget.verdict).toBe('partly');
    expect(bandAt({ ...safe, budget: cost.min }).band).toBe('match');
    const short = bandAt({ ...safe, budget: cost.min - 1 });
    expect(short.band).toBe('reach');
    expect(short.budget).toEqual({ verdict: 'short', budget: cost.min - 1, cost });
  });

  it('takes the weakest count: Safe marks with a short budget are a Reach', () => {
    expect(bandAt({ ...safe, percent: 100, budget: 0 }).band).toBe('reach');
  });
});

describe('which universities are weighed, and in what order', () => {
  const everywhere: Profile = { ...safe, countries: [], percent: 90, budget: 50_00_000 };

  it('lists every partner university offering the level when no destination or subject is chosen', () => {
    const listed = assess(everywhere, universities).map((a) => a.university.id);
    expect(listed.sort()).toEqual(
      universities
        .filter((u) => u.levels.includes('Postgraduate'))
        .map((u) => u.id)
        .sort(),
    );
  });

  it('keeps to the chosen destinations and subject', () => {
    const subject = withRange.subjects[0]!;
    const results = assess({ ...everywhere, countries: [withRange.country], subject }, universities);
    expect(results.length).toBeGreaterThan(0);
    for (const { university } of results) {
      expect(university.country).toBe(withRange.country);
      expect(university.subjects).toContain(subject);
    }
  });

  it('puts Safe before Match before Reach, then those without a range, by ranking within each, a shared ranking by name', () => {
    const results = assess(everywhere, universities);
    const order = results.map((a) => (a.band === null ? bands.length : bands.indexOf(a.band)));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (let i = 1; i < results.length; i++) {
      const [before, after] = [results[i - 1]!, results[i]!];
      if (after.band !== before.band) continue;
      expect(after.university.rank).toBeGreaterThanOrEqual(before.university.rank);
      if (after.university.rank === before.university.rank)
        expect(byName(before.university.name, after.university.name)).toBeLessThanOrEqual(0);
    }
  });

  it('lists universities that share a ranking (QS prints "=4") by name, whatever order they come in', () => {
    const tied = ['Beta Institute', 'alpha University'].map((name, i) => ({ ...withRange, id: `tied-${i}`, name }));
    for (const input of [tied, [...tied].reverse()])
      expect(assess(everywhere, input).map((a) => a.university.name)).toEqual(['alpha University', 'Beta Institute']);
  });

  it('lists a university without a range for the level apart, still with its English and budget reasons', () => {
    const without = { ...withRange, admits: {} };
    const result = bandAt(safe, without);
    expect(result.band).toBeNull();
    expect(result.marks).toEqual({ verdict: 'unknown' });
    expect(result.english.verdict).toBe('meets');
    expect(result.budget.verdict).toBe('covers');
  });
});

describe('each count on its own', () => {
  it('compares marks with the range, the top counting as above it', () => {
    expect(checkMarks(range.max, range).verdict).toBe('above');
    expect(checkMarks(range.min, range).verdict).toBe('within');
    expect(checkMarks(range.min - 0.5, range).verdict).toBe('below');
    expect(checkMarks(80, undefined)).toEqual({ verdict: 'unknown' });
  });

  it('says when a university publishes no minimum for the visitor’s test', () => {
    const unlisted = englishTests.find((t) => withRange.english[t] === undefined);
    if (unlisted)
      expect(checkEnglish({ test: unlisted, score: englishTestFacts[unlisted].scale.max }, withRange.english).verdict).toBe('unlisted');
    expect(checkEnglish({ test, score: minimum }, { ...withRange.english, [test]: undefined }).verdict).toBe('unlisted');
  });

  it('compares the budget with both cost estimates', () => {
    expect(checkBudget(200, { min: 100, max: 200 }).verdict).toBe('covers');
    expect(checkBudget(100, { min: 100, max: 200 }).verdict).toBe('partly');
    expect(checkBudget(99, { min: 100, max: 200 }).verdict).toBe('short');
  });
});
