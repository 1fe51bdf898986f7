import { describe, expect, it } from 'vitest';
import { formatRupees, rupeesInWords, toRupees } from '~/lib/money/inr';

const rates = { USD: 88.65, CAD: 63.2, GBP: 116.4, AUD: 57.75, NZD: 50.6 };

describe('rupee amounts', () => {
  it('convert with the rate and round to whole rupees', () => {
    expect(toRupees(1, 'USD', rates)).toBe(89);
    expect(toRupees(10_000, 'USD', rates)).toBe(8_86_500);
    expect(toRupees(45_000, 'CAD', rates)).toBe(28_44_000);
    expect(toRupees(0, 'GBP', rates)).toBe(0);
    // 0.1 + 0.2 style float error never shows: 3 × 57.75 is exactly 173.25 → 173.
    expect(toRupees(3, 'AUD', rates)).toBe(173);
  });

  it('use Indian digit grouping', () => {
    expect(formatRupees(1234567)).toBe('₹12,34,567');
    expect(formatRupees(999)).toBe('₹999');
  });

  it('say lakh and crore for large amounts', () => {
    expect(rupeesInWords(12_34_567)).toBe('₹12.35 lakh');
    expect(rupeesInWords(1_20_00_000)).toBe('₹1.2 crore');
    expect(rupeesInWords(85_000)).toBe('₹85,000');
  });
});

describe('rupee ranges', () => {
  it('convert both ends with the same integer-safe rule', async () => {
    const { rangeToRupees } = await import('~/lib/money/inr');
    expect(rangeToRupees({ min: 20_000, max: 60_000 }, 'CAD', rates)).toEqual({ min: 12_64_000, max: 37_92_000 });
    // A credit (a scholarship) converts to a negative rupee amount, rounded away from zero.
    expect(rangeToRupees({ min: -1_000, max: -3 }, 'AUD', rates)).toEqual({ min: -57_750, max: -173 });
  });
});
