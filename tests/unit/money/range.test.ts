import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyRange } from '../../../src/lib/money/range';

describe('formatMoneyRange', () => {
  it("writes dollar ranges the spec's way", () => {
    expect(formatMoneyRange('USD', 10000, 18000)).toBe('$10,000-$18,000');
  });

  it('writes Canadian dollars with the currency code once', () => {
    expect(formatMoneyRange('CAD', 20000, 60000)).toBe('CAD 20,000-60,000');
  });

  it('prints a single amount when there is no upper bound or both ends match', () => {
    expect(formatMoneyRange('USD', 350)).toBe('$350');
    expect(formatMoneyRange('CAD', 150, 150)).toBe('CAD 150');
  });

  it('knows the other destinations’ currencies', () => {
    expect(formatMoney(1200, 'GBP')).toBe('£1,200');
    expect(formatMoney(1200, 'AUD')).toBe('A$1,200');
    expect(formatMoney(1200, 'NZD')).toBe('NZ$1,200');
  });
});

describe('amounts derived from whole units', () => {
  it('take their share of a year, rounded once and half away from zero', async () => {
    const { prorate, prorateRange, roundHalfAway } = await import('~/lib/money/range');
    expect(prorate(30_000, 6, 12)).toBe(15_000);
    expect(prorate(1_001, 6, 12)).toBe(501); // 500.5 rounds up
    expect(prorate(-1_001, 6, 12)).toBe(-501); // and away from zero below it
    expect(prorate(4_800, 4, 52)).toBe(369); // 369.23
    expect(prorateRange({ min: 7, max: 13 }, 1, 2)).toEqual({ min: 4, max: 7 });
    expect(roundHalfAway(2.5)).toBe(3);
    expect(roundHalfAway(-2.5)).toBe(-3);
  });

  it('add ranges end by end', async () => {
    const { addRanges, singleAmount } = await import('~/lib/money/range');
    expect(addRanges({ min: 1, max: 2 }, { min: 10, max: 20 }, singleAmount(5))).toEqual({ min: 16, max: 27 });
    expect(addRanges()).toEqual({ min: 0, max: 0 });
  });

  it('write a span with both ends in full, a minus for credits', async () => {
    const { formatSpan } = await import('~/lib/money/range');
    expect(formatSpan({ min: 20_000, max: 60_000 }, (n) => formatMoney(n, 'CAD'), '{min} to {max}')).toBe('CAD 20,000 to CAD 60,000');
    expect(formatSpan({ min: 350, max: 350 }, (n) => formatMoney(n, 'USD'), '{min} to {max}')).toBe('$350');
    expect(formatMoney(-2_000, 'GBP')).toBe('-£2,000');
  });
});
