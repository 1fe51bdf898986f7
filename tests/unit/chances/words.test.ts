import { describe, expect, it } from 'vitest';
import { assess } from '~/lib/chances/assess';
import type { Profile } from '~/lib/chances/profile';
import { conversionText, dayText, problemText, reasons, rupeeText, summaryText } from '~/lib/chances/words';
import { toRupees } from '~/lib/money/inr';
import { monthName } from '~/lib/text/localeFormats';
import { yearlyLivingCosts } from '~/lib/costs/tableRows';
import { fillIn } from '~/lib/text/placeholders';
import { englishTestFacts } from '~/lib/universities/facts';
import { rates, rule, sheets, tuitionOf, universities, words } from './content';
import { wordsOf } from '../support/strings';

const hiWords = wordsOf('chances', 'hi');

const university = universities.find((u) => u.admits.Postgraduate && u.english.ielts !== undefined)!;
const range = university.admits.Postgraduate!;
const profile: Profile = {
  level: 'Postgraduate',
  percent: range.min - 1,
  english: { test: 'ielts', score: university.english.ielts! - 0.5 },
  budget: university.yearlyCost.total.min - 1,
  countries: [],
  subject: '',
};

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
    expect(said.marks).toMatch(new RegExp(`${range.min}\\D+${range.max}`));
    expect(said.marks).toBe(
      fillIn(words['reason.marks.below']!, { percent: String(profile.percent), min: String(range.min), max: String(range.max) }),
    );
    expect(said.marksSource).toContain(
      range.basis === 'published' ? words['reason.marks.published']!.split('{')[0] : words['reason.marks.estimate']!.split('{')[0],
    );
  });

  it('says how far the score is below the minimum, on the test’s scale', () => {
    expect(said.english).toBe(
      fillIn(words['reason.english.short']!, {
        test: 'IELTS',
        score: profile.english!.score.toFixed(1),
        gap: '0.5',
        minimum: university.english.ielts!.toFixed(1),
      }),
    );
  });

  it('says how much more than the budget a year costs at the lower estimate', () => {
    const { min, max } = university.yearlyCost.total;
    const cost = fillIn(words.range!, { min: rupeeText(min, words), max: rupeeText(max, words) });
    expect(said.budget).toBe(
      fillIn(words['reason.budget.short']!, { cost, budget: rupeeText(profile.budget, words), shortBy: rupeeText(1, words) }),
    );
  });

  it('says it in Hindi on Hindi pages: लाख from the Hindi strings, the date in Hindi', () => {
    const inHindi = reasons(assessment!, profile, hiWords);
    const { min, max } = university.yearlyCost.total;
    const lakh = (amount: number) =>
      `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(amount / 1_00_000)}\u00a0${hiWords['money.lakh']}`;
    expect(rupeeText(min, hiWords)).toBe(lakh(min));
    expect(rupeeText(1_50_00_000, hiWords)).toBe(`₹1.5\u00a0${hiWords['money.crore']}`);
    const cost = fillIn(hiWords.range, { min: lakh(min), max: lakh(max) });
    expect(inHindi.budget).toBe(fillIn(hiWords['reason.budget.short'], { cost, budget: lakh(profile.budget), shortBy: '₹1' }));
    expect(dayText('2026-11-20', hiWords)).toBe(`20 ${monthName(11, hiWords.locale)} 2026`);
  });
});

describe('problems beside their fields', () => {
  it('gives the CGPA’s scale and the test’s scale from the facts', () => {
    expect(problemText('cgpaOverScale', words, { rule, test: 'ielts' })).toBe(
      fillIn(words['errors.cgpaOverScale']!, { scale: rule.scale }),
    );
    const { name, scale } = englishTestFacts.toefl;
    expect(problemText('scoreOffScale', words, { rule, test: 'toefl' })).toBe(
      fillIn(words['errors.scoreOffScale.whole']!, { test: name, min: scale.min, max: scale.max }),
    );
    expect(problemText('budgetEmpty', words, { rule, test: 'ielts' })).toBe(words['errors.budgetEmpty']);
  });

  it('names the budget’s ceiling, the planner’s too, in lakh and crore words of the page’s language', () => {
    expect(problemText('budgetTooLarge', words, { rule, test: 'ielts' })).toBe(
      fillIn(words['errors.budgetTooLarge']!, { max: `₹100\u00a0${words['money.crore']}` }),
    );
    expect(problemText('budgetTooLarge', hiWords, { rule, test: 'ielts' })).toBe(
      fillIn(hiWords['errors.budgetTooLarge'], { max: `₹100\u00a0${hiWords['money.crore']}` }),
    );
  });

  it('shows the CGPA conversion with the content’s multiplier', () => {
    expect(conversionText(8, 8 * rule.multiplier, rule, words)).toBe(
      fillIn(words['conversion.result']!, { cgpa: '8', multiplier: String(rule.multiplier), percent: String(8 * rule.multiplier) }),
    );
  });
});

describe('the summary a counsellor reads', () => {
  it('starts with the profile and lists each band’s universities, then the link', () => {
    const results = assess({ ...profile, percent: 90, budget: 1_00_00_000 }, universities);
    const text = summaryText({ ...profile, percent: 90 }, results, words, {
      countries: 'all',
      subject: 'any',
      url: 'https://example.org/chances?marks=90',
    });
    const lines = text.split('\n');
    expect(lines[0]).toBe(words['summary.greeting']);
    expect(lines[1]).toContain(fillIn(words['summary.marks.percent']!, { percent: '90' }));
    for (const { university: u } of results) expect(text).toContain(u.name);
    expect(lines.at(-1)).toContain('https://example.org/chances?marks=90');
  });
});
