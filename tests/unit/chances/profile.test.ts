import { describe, expect, it } from 'vitest';
import { cgpaToPercent, checkProfile } from '~/lib/chances/profile';
import { rupeeCeiling } from '~/lib/money/inr';
import { initialChancesState, type ChancesState } from '~/lib/chances/state';
import { englishTestFacts, englishTests } from '~/lib/universities/facts';
import { rule } from './content';

const answered: ChancesState = { ...initialChancesState, marks: '82.5', test: 'ielts', score: '7', budget: '30,00,000' };

describe('reading a profile', () => {
  it('takes marks in per cent, a score on its scale and a budget written the Indian way', () => {
    const { profile, problems } = checkProfile(answered, rule);
    expect(problems).toEqual({});
    expect(profile).toMatchObject({ level: 'Postgraduate', percent: 82.5, english: { test: 'ielts', score: 7 }, budget: 30_00_000 });
  });

  it('converts a CGPA with the content’s rule and keeps the CGPA to show the conversion', () => {
    const cgpa = 8.47;
    const { profile } = checkProfile({ ...answered, marksAs: 'cgpa', marks: String(cgpa) }, rule);
    // percentage = CGPA × multiplier, to one decimal.
    expect(profile?.percent).toBe(Math.round(cgpa * rule.multiplier * 10) / 10);
    expect(profile?.cgpa).toBe(cgpa);
    expect(cgpaToPercent(rule.scale, rule)).toBe(rule.scale * rule.multiplier);
  });

  it('accepts a CGPA at the top of its scale and 100 %, and refuses a step above either', () => {
    expect(checkProfile({ ...answered, marksAs: 'cgpa', marks: String(rule.scale) }, rule).problems).toEqual({});
    expect(checkProfile({ ...answered, marksAs: 'cgpa', marks: String(rule.scale + 0.01) }, rule).problems).toEqual({
      marks: 'cgpaOverScale',
    });
    expect(checkProfile({ ...answered, marks: '100' }, rule).problems).toEqual({});
    const over = checkProfile({ ...answered, marks: '100.5' }, rule);
    expect(over.problems).toEqual({ marks: 'percentOver100' });
    expect(over.profile).toBeUndefined();
  });

  it('refuses a score off its test’s scale, whichever test', () => {
    for (const test of englishTests) {
      const { max, step } = englishTestFacts[test].scale;
      expect(checkProfile({ ...answered, test, score: String(max) }, rule).problems, test).toEqual({});
      expect(checkProfile({ ...answered, test, score: String(max + step) }, rule).problems, test).toEqual({ score: 'scoreOffScale' });
    }
    expect(checkProfile({ ...answered, score: '6.7' }, rule).problems).toEqual({ score: 'scoreOffScale' });
    expect(checkProfile({ ...answered, score: 'seven' }, rule).problems).toEqual({ score: 'scoreOffScale' });
  });

  it('needs no score when no test is taken yet', () => {
    const { profile } = checkProfile({ ...answered, test: 'none', score: '' }, rule);
    expect(profile?.english).toBeNull();
  });

  it('flags an empty budget, an empty score and empty marks, each on its own field, and gives no profile', () => {
    const result = checkProfile({ ...answered, marks: '', score: '', budget: '' }, rule);
    expect(result.problems).toEqual({ marks: 'marksEmpty', score: 'scoreEmpty', budget: 'budgetEmpty' });
    expect(result.profile).toBeUndefined();
  });

  it('refuses a negative or fractional budget and one above ₹100 crore', () => {
    expect(checkProfile({ ...answered, budget: '-5' }, rule).problems).toEqual({ budget: 'budgetFormat' });
    expect(checkProfile({ ...answered, budget: '1000.50' }, rule).problems).toEqual({ budget: 'budgetFormat' });
    expect(checkProfile({ ...answered, budget: String(rupeeCeiling + 1) }, rule).problems).toEqual({ budget: 'budgetTooLarge' });
  });
});
