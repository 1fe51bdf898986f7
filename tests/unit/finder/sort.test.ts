import { describe, expect, it } from 'vitest';
import { sortKeys, sortOrder } from '~/lib/finder/sort';
import { university } from './fixtures';

const list = [
  university({ id: 'b', name: 'beta University', rank: 30, tuitionRupees: { min: 40, max: 50 } }),
  university({ id: 'a', name: 'Alpha University', rank: 5, tuitionRupees: { min: 40, max: 60 } }),
  university({ id: 'c', name: 'Gamma Institute', rank: 30, tuitionRupees: { min: 10, max: 90 } }),
  university({ id: 'd', name: 'Alpha University 2', rank: 1, tuitionRupees: { min: 20, max: 20 } }),
];
const sorted = (key: (typeof sortKeys)[number]) => sortOrder(list, key).map((i) => list[i].id);

describe('finder sort', () => {
  it('keeps the editors’ order by default', () => {
    expect(sorted('recommended')).toEqual(['b', 'a', 'c', 'd']);
  });

  it('orders by ranking, ties in the editors’ order', () => {
    expect(sorted('ranking')).toEqual(['d', 'a', 'b', 'c']);
  });

  it('orders by the lowest tuition in rupees, ties in the editors’ order', () => {
    expect(sorted('tuition')).toEqual(['c', 'd', 'b', 'a']);
  });

  it('orders by name regardless of case, numbers read as numbers', () => {
    expect(sorted('name')).toEqual(['a', 'd', 'b', 'c']);
  });

  it('leaves the list it was given untouched', () => {
    const before = list.map((u) => u.id);
    sortOrder(list, 'name');
    expect(list.map((u) => u.id)).toEqual(before);
  });
});
