import { describe, expect, it } from 'vitest';
import { checkedOverAYearAgo } from '~/lib/sources/age';

describe('a figure’s check', () => {
  it('is over a year old only when checked before the same day a year earlier', () => {
    expect(checkedOverAYearAgo('2025-12-06', '2026-12-07')).toBe(true);
    expect(checkedOverAYearAgo('2025-12-07', '2026-12-07')).toBe(false);
    expect(checkedOverAYearAgo(new Date('2026-01-01T00:00:00Z'), new Date('2026-12-07T10:00:00Z'))).toBe(false);
  });
});
