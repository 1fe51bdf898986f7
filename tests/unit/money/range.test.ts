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
