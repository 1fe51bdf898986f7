import { describe, expect, it } from 'vitest';
import { figureAt, figurePaths } from '~/lib/figures/figurePath';

/** A tree shaped like src/config/figures.ts, with figures of its own (today's figures are not this test's business). */
const tree = { experienceYears: '10+', usa: { colleges: '5,300+', visa: { success: 'above 90%' } }, canada: { institutions: '100+' } };

describe('figurePaths', () => {
  it('lists the dotted path of every figure, nested groups included, in the tree’s order', () => {
    expect(figurePaths(tree)).toEqual(['experienceYears', 'usa.colleges', 'usa.visa.success', 'canada.institutions']);
  });
});

describe('figureAt', () => {
  it('reads the figure a content file names', () => {
    expect(figureAt(tree, 'experienceYears')).toBe('10+');
    expect(figureAt(tree, 'usa.visa.success')).toBe('above 90%');
    expect(figureAt(tree, 'canada.institutions')).toBe('100+');
  });

  it('fails loudly on a path that leads nowhere or to a group', () => {
    expect(() => figureAt(tree, 'usa.stadiums')).toThrow('No figure at "usa.stadiums"');
    expect(() => figureAt(tree, 'usa.colleges.extra')).toThrow('No figure at');
    expect(() => figureAt(tree, 'usa')).toThrow('is a group of figures');
    expect(() => figureAt(tree, 'toString')).toThrow('No figure at');
  });
});
