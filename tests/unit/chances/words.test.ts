import { describe, expect, it } from 'vitest';
import { assess } from '~/lib/chances/assess';
import type { Profile } from '~/lib/chances/profile';
import { conversionText, problemText, reasons, summaryText } from '~/lib/chances/words';
import { rupeesInWords, toRupees } from '~/lib/money/inr';
import { yearlyLivingCosts } from '~/lib/costs/tableRows';
import { fillIn } from '~/lib/text/placeholders';
import { englishTestFacts } from '~/lib/universities/facts';
import { rates, rule, sheets, tuitionOf, universities, words } from './content';

const university = universities.find((u) => u.admits.Postgraduate && u.english.ielts !== undefined)!;
const range = university.admits.Postgraduate!;
const profile: Profile = { level: 'Postgraduate', percent: range.min - 1, english: { test: 'ielts', score: university.english.ielts! - 0.5 }, budget: university.yearlyCost.total.min - 1, countries: [], subject: '' };

describe('a year’s costs at a university', () => {
  it('adds its tuition, living costs as its country page states them and health cover, each in rupees', () => {
    const sheet = sheets.find((s) => s.country === university.country)!;
    const rupees = (amount: number) => toRupees(amount, sheet.currency, rates.rupeesPer);
    const living = yearlyLivingCosts(sheet);
    const { tuition, total } = university.yearlyCost;
    expect(tuition).toEqual({ min: rupees(tuitionOf(university.id).min), max: rupees(tuitionOf(university.id).max) });
    expect(university.yearlyCost.living).toEqual({ min: rupees(living.min), max: rupees(living.max) });
    expect(total.min).toBe(tuition.min + university.yearlyCost.living.min + university.yearlyCost.health.min);
    expect(total.max).toBe(tuition.max + university.yearlyCost.living.max + university.yearlyCost.health.max);
  });
});

describe('the reasons in words', () => {
  const [assessment] = assess(profile, [university]);
  const said = reasons(assessment!, profile, words);

  it('names the marks range it usually admits and where it comes from', () => {
    expect(said.marks).toContain(`${range.min}-${range.max} %`);
    expect(said.marks).toBe(fillIn(words['reason.marks.below']!, { percent: String(profile.percent), min: String(range.min), max: String(range.max) }));
    expect(said.marksSource).toContain(range.basis === 'published' ? words['reason.marks.published']!.split('{')[0] : words['reason.marks.estimate']!.split('{')[0]);
  });

  it('says how far the score is below the minimum, on the test’s scale', () => {
    expect(said.english).toBe(fillIn(words['reason.english.short']!, { test: 'IELTS', score: profile.english!.score.toFixed(1), gap: '0.5', minimum: university.english.ielts!.toFixed(1) }));
  });

  it('says how much more than the budget a year costs at the lower estimate', () => {
    const { min, max } = university.yearlyCost.total;
    const cost = fillIn(words.range!, { min: rupeesInWords(min), max: rupeesInWords(max) });
    expect(said.budget).toBe(fillIn(words['reason.budget.short']!, { cost, budget: rupeesInWords(profile.budget), shortBy: rupeesInWords(1) }));
  });
});

describe('problems beside their fields', () => {
  it('gives the CGPA’s scale and the test’s scale from the facts', () => {
    expect(problemText('cgpaOverScale', words, { rule, test: 'ielts' })).toBe(fillIn(words['errors.cgpaOverScale']!, { scale: rule.scale }));
    const { name, scale } = englishTestFacts.toefl;
    expect(problemText('scoreOffScale', words, { rule, test: 'toefl' })).toBe(fillIn(words['errors.scoreOffScale.whole']!, { test: name, min: scale.min, max: scale.max }));
    expect(problemText('budgetEmpty', words, { rule, test: 'ielts' })).toBe(words['errors.budgetEmpty']);
  });

  it('shows the CGPA conversion with the content’s multiplier', () => {
    expect(conversionText(8, 8 * rule.multiplier, rule, words)).toBe(fillIn(words['conversion.result']!, { cgpa: '8', multiplier: String(rule.multiplier), percent: String(8 * rule.multiplier) }));
  });
});

describe('the summary a counsellor reads', () => {
  it('starts with the profile and lists each band’s universities, then the link', () => {
    const results = assess({ ...profile, percent: 90, budget: 1_00_00_000 }, universities);
    const text = summaryText({ ...profile, percent: 90 }, results, words, { countries: 'all', subject: 'any', url: 'https://example.org/chances?marks=90' });
    const lines = text.split('\n');
    expect(lines[0]).toBe(words['summary.greeting']);
    expect(lines[1]).toContain('90 %');
    for (const { university: u } of results) expect(text).toContain(u.name);
    expect(lines.at(-1)).toContain('https://example.org/chances?marks=90');
  });
});
