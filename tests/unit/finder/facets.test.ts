import { describe, expect, it } from 'vitest';
import { budgetSteps, intakeOptions, lakh, matchesFacets, type Facets } from '~/lib/finder/facets';
import { university } from './fixtures';

const none: Facets = { level: null, subject: null, intake: null, budgetLakh: null, scholarships: false };

describe('finder facets', () => {
  const u = university({
    id: 'u',
    levels: ['Postgraduate', 'PhD'],
    subjects: ['Law', 'Business'],
    admissions: { intakes: ['January', 'September'] },
    tuitionRupees: { min: 30 * lakh, max: 45 * lakh },
    scholarshipUpTo: '$10,000',
  });

  it('lets every university through when nothing is set', () => {
    expect(matchesFacets(u, none)).toBe(true);
  });

  it('matches a level, a subject and an intake the university offers, and nothing else', () => {
    expect(matchesFacets(u, { ...none, level: 'PhD' })).toBe(true);
    expect(matchesFacets(u, { ...none, level: 'Undergraduate' })).toBe(false);
    expect(matchesFacets(u, { ...none, subject: 'Law' })).toBe(true);
    expect(matchesFacets(u, { ...none, subject: 'Engineering' })).toBe(false);
    expect(matchesFacets(u, { ...none, intake: 'January' })).toBe(true);
    expect(matchesFacets(u, { ...none, intake: 'July' })).toBe(false);
  });

  it('fits a budget that covers the lowest annual tuition, to the rupee', () => {
    expect(matchesFacets(u, { ...none, budgetLakh: 30 })).toBe(true);
    expect(matchesFacets(u, { ...none, budgetLakh: 25 })).toBe(false);
    const dearer = { ...u, tuitionRupees: { min: 30 * lakh + 1, max: 40 * lakh } };
    expect(matchesFacets(dearer, { ...none, budgetLakh: 30 })).toBe(false);
  });

  it('keeps only universities with a scholarship when asked', () => {
    expect(matchesFacets(u, { ...none, scholarships: true })).toBe(true);
    expect(matchesFacets({ ...u, scholarshipUpTo: undefined }, { ...none, scholarships: true })).toBe(false);
  });

  it('needs every facet that is set', () => {
    expect(matchesFacets(u, { ...none, level: 'PhD', subject: 'Law', intake: 'September', budgetLakh: 40, scholarships: true })).toBe(true);
    expect(matchesFacets(u, { ...none, level: 'PhD', subject: 'Law', intake: 'July' })).toBe(false);
  });

  it('offers the intakes the universities have, in calendar order, once each', () => {
    const list = [
      university({ id: 'a', admissions: { intakes: ['September', 'January'] } }),
      university({ id: 'b', admissions: { intakes: ['July', 'February', 'September'] } }),
    ];
    expect(intakeOptions(list)).toEqual(['January', 'February', 'July', 'September']);
  });

  it('offers budgets in rising order', () => {
    expect([...budgetSteps].sort((a, b) => a - b)).toEqual(budgetSteps);
    expect(new Set(budgetSteps).size).toBe(budgetSteps.length);
  });
});
