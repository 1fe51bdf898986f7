import { describe, expect, it } from 'vitest';
import { activeFilters, matchesScholarship, monthsUntilDeadline, noFilters, type ScholarshipFacts } from '~/lib/scholarships/filters';
import { readScholarshipFilters, writeScholarshipFilters } from '~/lib/scholarships/state';
import { readChosen, toggleChosen } from '~/lib/scholarships/chosen';

const chevening: ScholarshipFacts = { destinations: ['uk'], levels: ['Postgraduate'], fullTuition: true, deadlineMonths: [11] };
const anySubject: ScholarshipFacts = {
  destinations: ['usa', 'uk'],
  levels: ['Postgraduate', 'PhD'],
  fullTuition: false,
  deadlineMonths: [3],
};
const lawOnly: ScholarshipFacts = { ...anySubject, subjects: ['Law'] };
const noDeadline: ScholarshipFacts = { ...anySubject, deadlineMonths: [] };

describe('the months to a usual deadline', () => {
  it('counts whole months from today’s month, this month being 0', () => {
    // Today 7 December: November is 11 months away, March 3, December 0.
    expect(monthsUntilDeadline([11], '2026-12-07')).toBe(11);
    expect(monthsUntilDeadline([3], '2026-12-07')).toBe(3);
    expect(monthsUntilDeadline([12], '2026-12-07')).toBe(0);
    expect(monthsUntilDeadline([3, 11], '2026-10-15')).toBe(1);
    expect(monthsUntilDeadline([], '2026-12-07')).toBeNull();
  });
});

describe('matching a scholarship', () => {
  const today = '2026-12-07';
  it('passes everything with no filter set', () => {
    expect([chevening, anySubject, lawOnly, noDeadline].every((s) => matchesScholarship(s, noFilters, today))).toBe(true);
  });

  it('narrows by destination, level, full tuition and subject (a scholarship for any subject fits every subject)', () => {
    expect(matchesScholarship(chevening, { ...noFilters, country: 'usa' }, today)).toBe(false);
    expect(matchesScholarship(chevening, { ...noFilters, level: 'PhD' }, today)).toBe(false);
    expect(matchesScholarship(anySubject, { ...noFilters, fullTuition: true }, today)).toBe(false);
    expect(matchesScholarship(anySubject, { ...noFilters, subject: 'Engineering' }, today)).toBe(true);
    expect(matchesScholarship(lawOnly, { ...noFilters, subject: 'Engineering' }, today)).toBe(false);
    expect(matchesScholarship(lawOnly, { ...noFilters, subject: 'Law' }, today)).toBe(true);
  });

  it('keeps those whose next deadline is within N months, and none without a fixed deadline', () => {
    expect(matchesScholarship(anySubject, { ...noFilters, within: 3 }, today)).toBe(true);
    expect(matchesScholarship(chevening, { ...noFilters, within: 6 }, today)).toBe(false);
    expect(matchesScholarship(noDeadline, { ...noFilters, within: 6 }, today)).toBe(false);
  });

  it('counts the filters set', () => {
    expect(activeFilters(noFilters)).toBe(0);
    expect(activeFilters({ ...noFilters, country: 'uk', fullTuition: true, within: 3 })).toBe(3);
  });
});

describe('the filters in the address', () => {
  const countries = ['usa', 'uk'];
  it('round-trips every filter and leaves unset ones out', () => {
    const filters = { country: 'uk', level: 'PhD' as const, subject: 'Law' as const, fullTuition: true, within: 3 };
    const search = writeScholarshipFilters(filters);
    expect(search).toBe('?country=uk&level=PhD&subject=Law&full=yes&within=3');
    expect(readScholarshipFilters(search, countries)).toEqual(filters);
    expect(writeScholarshipFilters(noFilters)).toBe('');
  });

  it('ignores unknown values and keeps other parameters', () => {
    expect(readScholarshipFilters('?country=mars&level=Doctorate&within=5&full=no', countries)).toEqual(noFilters);
    expect(readScholarshipFilters('?country=UK', countries).country).toBe('uk');
    expect(writeScholarshipFilters({ ...noFilters, country: 'usa' }, '?utm=x')).toBe('?utm=x&country=usa');
  });
});

describe('the deadlines a visitor added', () => {
  const known = ['chevening', 'felix', 'gates'];
  it('reads stored JSON or an address list, known ids once each, in order', () => {
    expect(readChosen('["felix","gone","felix","chevening"]', known)).toEqual(['felix', 'chevening']);
    expect(readChosen('gates,chevening', known)).toEqual(['gates', 'chevening']);
    expect(readChosen('{not json', known)).toEqual([]);
    expect(readChosen(null, known)).toEqual([]);
  });

  it('adds at the end or takes out', () => {
    expect(toggleChosen(['felix'], 'gates')).toEqual(['felix', 'gates']);
    expect(toggleChosen(['felix', 'gates'], 'felix')).toEqual(['gates']);
  });
});
