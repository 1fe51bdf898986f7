import { byName } from '~/lib/lists/order';

/**
 * The finder's sort orders. "Recommended" is the editors' order; the others break ties by it, so
 * equal universities never swap places between renders.
 */
export const sortKeys = ['recommended', 'ranking', 'tuition', 'name'] as const;
export type SortKey = (typeof sortKeys)[number];

export interface Sortable {
  name: string;
  /** QS World position. */
  rank: number;
  /** Compared in rupees, so universities in different currencies sort together. */
  tuitionRupees: { min: number };
}

const compare: Record<SortKey, (a: Sortable, b: Sortable) => number> = {
  recommended: () => 0,
  ranking: (a, b) => a.rank - b.rank,
  tuition: (a, b) => a.tuitionRupees.min - b.tuitionRupees.min,
  name: (a, b) => byName(a.name, b.name),
};

/** The positions of the universities in the chosen order (indices into the list given). */
export function sortOrder(universities: readonly Sortable[], key: SortKey): number[] {
  const order = universities.map((_, i) => i);
  const by = compare[key];
  return order.sort((i, j) => by(universities[i], universities[j]) || i - j);
}
