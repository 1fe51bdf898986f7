import { describe, expect, it } from 'vitest';
import { figureAt, figurePaths } from '../../../src/lib/figures/figurePath';
import { figures } from '../../../src/config/figures';

describe('figurePaths', () => {
  it('lists the dotted path of every figure, nested groups included', () => {
    expect(figurePaths({ a: '1', b: { c: '2', d: { e: '3' } } })).toEqual(['a', 'b.c', 'b.d.e']);
  });

  it("names the spec's USA and Canada figures", () => {
    expect(figurePaths(figures)).toEqual(
      expect.arrayContaining(['usa.colleges', 'usa.institutions', 'usa.internationalStudents', 'canada.institutions', 'visaSuccess.usa']),
    );
  });
});

describe('figureAt', () => {
  it('reads the figure a content file names', () => {
    expect(figureAt(figures, 'usa.colleges')).toBe('5,300+');
    expect(figureAt(figures, 'canada.institutions')).toBe('100+');
    expect(figureAt(figures, 'visaSuccess.usa')).toBe('above 90%');
  });

  it('fails loudly on a path that leads nowhere or to a group', () => {
    expect(() => figureAt(figures, 'usa.stadiums')).toThrow('No figure at "usa.stadiums"');
    expect(() => figureAt(figures, 'usa.colleges.extra')).toThrow('No figure at');
    expect(() => figureAt(figures, 'usa')).toThrow('is a group of figures');
    expect(() => figureAt(figures, 'toString')).toThrow('No figure at');
  });
});
