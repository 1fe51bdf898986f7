import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, formatMoneyRange, formatMoneyRangeEnds } from '../../../src/lib/money/range';

describe('formatMoneyRange', () => {
  it('writes a dollar range as the cost tables show it: each end in full, joined by a hyphen', () => {
    expect(formatMoneyRange('USD', 'en-IN', 10000, 18000)).toBe('$10,000-$18,000');
  });

  it('writes Canadian dollars with the currency code once', () => {
    expect(formatMoneyRange('CAD', 'en-IN', 20000, 60000)).toBe('CAD 20,000-60,000');
  });

  it('prints a single amount when there is no upper bound or both ends match', () => {
    expect(formatMoneyRange('USD', 'en-IN', 350)).toBe('$350');
    expect(formatMoneyRange('CAD', 'en-IN', 150, 150)).toBe('CAD 150');
  });

  it('groups in thousands on English pages and in lakhs on Hindi pages, in Western digits', () => {
    expect(formatMoneyRange('USD', 'en-IN', 67_512, 169_412)).toBe('$67,512-$169,412');
    expect(formatMoneyRange('USD', 'hi-IN', 67_512, 169_412)).toBe('$67,512-$1,69,412');
    expect(formatMoney(1_000_000, 'CAD', 'hi-IN')).toBe('CAD 10,00,000');
    expect(formatAmount(1_000_000, 'en-IN')).toBe('1,000,000');
    expect(formatAmount(1_000_000, 'hi-IN')).toBe('10,00,000');
  });

  it('knows the other destinations’ currencies', () => {
    expect(formatMoney(1200, 'GBP', 'en-IN')).toBe('£1,200');
    expect(formatMoney(1200, 'AUD', 'en-IN')).toBe('A$1,200');
    expect(formatMoney(1200, 'NZD', 'en-IN')).toBe('NZ$1,200');
  });
});

describe('formatMoneyRangeEnds', () => {
  it('gives the two ends a table cell may wrap between, or the one amount', () => {
    expect(formatMoneyRangeEnds('CAD', 'en-IN', 20000, 60000)).toEqual(['CAD 20,000', '60,000']);
    expect(formatMoneyRangeEnds('AUD', 'en-IN', 30000, 55000)).toEqual(['A$30,000', 'A$55,000']);
    expect(formatMoneyRangeEnds('USD', 'en-IN', 350, 350)).toEqual(['$350']);
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
    expect(formatSpan({ min: 20_000, max: 60_000 }, (n) => formatMoney(n, 'CAD', 'en-IN'), '{min} to {max}')).toBe(
      'CAD 20,000 to CAD 60,000',
    );
    expect(formatSpan({ min: 350, max: 350 }, (n) => formatMoney(n, 'USD', 'en-IN'), '{min} to {max}')).toBe('$350');
    expect(formatMoney(-2_000, 'GBP', 'en-IN')).toBe('-£2,000');
  });
});
