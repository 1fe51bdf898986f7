import { describe, expect, it } from 'vitest';
import { formatRupees, rupeesInWords, toRupees } from '~/lib/money/inr';
import { wordsOf } from '../support/strings';

const en = wordsOf('planner');
const hi = wordsOf('planner', 'hi');

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

  it('use Indian digit grouping in either language, with Western digits', () => {
    expect(formatRupees(1234567, en.locale)).toBe('₹12,34,567');
    expect(formatRupees(999, en.locale)).toBe('₹999');
    expect(formatRupees(1234567, hi.locale)).toBe('₹12,34,567');
    // Even a locale asking for Devanagari digits gets 1, 2, 3.
    expect(formatRupees(1234567, 'hi-IN-u-nu-deva')).toBe('₹12,34,567');
  });

  it('say lakh and crore for large amounts, in the words of the strings, joined to the figure so a line never breaks between them', () => {
    expect(rupeesInWords(12_34_567, en)).toBe(`₹12.35\u00a0${en['money.lakh']}`);
    expect(rupeesInWords(1_20_00_000, en)).toBe(`₹1.2\u00a0${en['money.crore']}`);
    expect(rupeesInWords(85_000, en)).toBe('₹85,000');
  });

  it('say लाख and करोड़ on Hindi pages, with the same digits', () => {
    expect(rupeesInWords(30_00_000, hi)).toBe(`₹30\u00a0${hi['money.lakh']}`);
    expect(rupeesInWords(12_34_567, hi)).toBe(`₹12.35\u00a0${hi['money.lakh']}`);
    expect(rupeesInWords(1_20_00_000, hi)).toBe(`₹1.2\u00a0${hi['money.crore']}`);
    expect(rupeesInWords(85_000, hi)).toBe('₹85,000');
    expect(rupeesInWords(12_34_567, { ...hi, locale: 'hi-IN-u-nu-deva' })).toBe(`₹12.35\u00a0${hi['money.lakh']}`);
  });

  it('are the same words in every area that writes rupees', () => {
    const areas = ['chances', 'finder', 'planner', 'shortlist'] as const;
    for (const lang of ['en', 'hi'] as const) {
      const reference = lang === 'en' ? en : hi;
      for (const area of areas) {
        const words: Record<string, string> = wordsOf(area, lang);
        expect(words['money.lakh'], `${lang}/${area}`).toBe(reference['money.lakh']);
        expect(words['money.crore'], `${lang}/${area}`).toBe(reference['money.crore']);
        expect(words.locale, `${lang}/${area}`).toBe(reference.locale);
      }
    }
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
