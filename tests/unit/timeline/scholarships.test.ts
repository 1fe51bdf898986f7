import { describe, expect, it } from 'vitest';
import { datedScholarships, deadlineBefore } from '~/lib/timeline/scholarships';

describe('a scholarship deadline before an intake', () => {
  it('is the first of the latest usual month that begins before the intake month', () => {
    // September 2027 intake: November comes before it in 2026, January and March in 2027.
    expect(deadlineBefore([11], { year: 2027, month: 9 })).toBe('2026-11-01');
    expect(deadlineBefore([1, 3], { year: 2027, month: 9 })).toBe('2027-03-01');
    // A deadline in the intake's own month is the year before.
    expect(deadlineBefore([9], { year: 2027, month: 9 })).toBe('2026-09-01');
    expect(deadlineBefore([], { year: 2027, month: 9 })).toBeUndefined();
  });

  it('dates the chosen ones for the intake, soonest first, past once their month is over', () => {
    const chosen = [
      { id: 'felix', name: 'Felix', months: [1, 3], link: 'https://example.org/f' },
      { id: 'chevening', name: 'Chevening', months: [11], link: 'https://example.org/c' },
      { id: 'aid', name: 'Aid', months: [], link: 'https://example.org/a' },
    ];
    const dated = datedScholarships(chosen, { year: 2027, month: 9 }, '2026-11-20');
    expect(dated.map((d) => [d.scholarship.id, d.date, d.past])).toEqual([
      ['chevening', '2026-11-01', false],
      ['felix', '2027-03-01', false],
    ]);
    expect(datedScholarships(chosen, { year: 2027, month: 9 }, '2026-12-01')[0]!.past).toBe(true);
  });
});
