import { describe, expect, it } from 'vitest';
import { boundMessages, checkInputs, type PlannerCountry, type PlannerUniversity } from '~/lib/planner/inputs';
import { readNumber } from '~/lib/planner/numbers';
import { initialPlannerState, type PlannerState } from '~/lib/planner/state';
import { fillIn } from '~/lib/text/placeholders';
import { fixtureSheet } from './fixtureSheet';
import { wordsOf } from '../support/strings';

const words = wordsOf('planner');
const hindi = wordsOf('planner', 'hi');

const countries: PlannerCountry[] = [
  { name: 'UK', sheet: fixtureSheet },
  { name: 'Canada', sheet: { ...fixtureSheet, country: 'canada', currency: 'CAD' } },
];
const universities: PlannerUniversity[] = [
  {
    id: 'oxford',
    name: 'University of Oxford',
    country: 'uk',
    levels: ['Undergraduate', 'Postgraduate', 'PhD'],
    tuition: { min: 33_000, max: 55_000 },
    academicYear: '2026-27',
    source: 'Test admissions pages',
    checked: '2026-11-01',
  },
];
const check = (changes: Partial<PlannerState>) => checkInputs({ ...initialPlannerState, ...changes }, countries, universities, words);

describe('reading typed numbers', () => {
  it('accepts the separators people type', () => {
    expect(readNumber('5,00,000', 0)).toEqual({ ok: true, value: 500_000 });
    expect(readNumber(' ₹ 12 34 567 ', 0)).toEqual({ ok: true, value: 1_234_567 });
    expect(readNumber('10.25', 2)).toEqual({ ok: true, value: 10.25 });
  });

  it('says what is wrong with anything else', () => {
    expect(readNumber('', 0)).toEqual({ ok: false, problem: 'empty' });
    expect(readNumber('-5', 0)).toEqual({ ok: false, problem: 'negative' });
    for (const bad of ['1e9', 'abc', '0x10', '10.5.1', 'NaN', 'Infinity', '1.234']) {
      expect(readNumber(bad, 2), bad).toEqual({ ok: false, problem: 'format' });
    }
  });
});

describe('checking the planner inputs', () => {
  it('starts from the first destination, its first tuition kind at the level and its usual length', () => {
    const checked = check({});
    expect(checked.errors).toEqual({});
    expect(checked.choice.country.name).toBe('UK');
    expect(checked.choice.kind?.id).toBe('taught');
    expect(checked.months).toBe(12);
    expect(checked.costs).toMatchObject({ tuition: { min: 10_000, max: 20_000 }, tuitionLabel: 'Taught master’s' });
    expect(checked.loanTerms).toEqual({ annualRate: 10.5, tenureMonths: 120, graceMonths: 6, interest: 'capitalised' });
  });

  it('takes a partner university’s tuition, or explains that there is none', () => {
    expect(check({ tuitionFrom: 'university' }).costs?.tuition).toEqual({ min: 33_000, max: 55_000 });
    const none = check({ country: 'canada', tuitionFrom: 'university' });
    expect(none.costs).toBeUndefined();
    expect(none.errors.university).toMatch(/No partner university in Canada/);
  });

  it('needs a typed tuition in the destination currency', () => {
    expect(check({ tuitionFrom: 'amount', tuitionAmount: '' }).errors.tuitionAmount).toBe(
      fillIn(words['errors.tuitionAmount.empty'], { currency: 'GBP' }),
    );
    expect(check({ country: 'canada', tuitionFrom: 'amount', tuitionAmount: '-100' }).errors.tuitionAmount).toBe(
      'The yearly tuition in CAD cannot be negative.',
    );
    expect(check({ tuitionFrom: 'amount', tuitionAmount: '99999999' }).errors.tuitionAmount).toMatch(/from 0 to 1,000,000/);
    expect(check({ tuitionFrom: 'amount', tuitionAmount: '25,000' }).costs?.tuition).toEqual({ min: 25_000, max: 25_000 });
  });

  it('bounds the rate to 0-30 %, the tenure to 1-20 years and the grace period to 0-24 months', () => {
    const bounds = boundMessages(words, 'GBP');
    expect(check({ rate: '31' }).errors.rate).toBe(bounds.rate);
    expect(check({ rate: '-1' }).errors.rate).toBe(words['errors.rate.negative']);
    expect(check({ rate: '' }).errors.rate).toBe(words['errors.rate.empty']);
    expect(check({ rate: '0' }).errors.rate).toBeUndefined();
    expect(check({ rate: '30' }).errors.rate).toBeUndefined();
    expect(check({ tenure: '0' }).errors.tenure).toBe(bounds.tenure);
    expect(check({ tenure: '21' }).errors.tenure).toBeDefined();
    expect(check({ tenure: '2.5' }).errors.tenure).toBeDefined();
    expect(check({ tenure: '20' }).errors.tenure).toBeUndefined();
    expect(check({ grace: '25' }).errors.grace).toBe(bounds.grace);
    expect(check({ grace: '0' }).errors.grace).toBeUndefined();
  });

  it('refuses negative money and absurd amounts, keeping the cost plan when only the loan is wrong', () => {
    const checked = check({ savings: '-5', loan: '1e12', rate: 'ten' });
    expect(checked.errors.savings).toBe(words['errors.savings.negative']);
    expect(checked.errors.loan).toBe(fillIn(words['errors.loan.invalid'], { max: `₹100\u00a0${words['money.crore']}` }));
    expect(checked.loanTerms).toBeUndefined();
    expect(checked.costs).toBeDefined();
  });

  it('checks the scholarship as an amount or a percentage', () => {
    expect(check({ scholarship: '101', scholarshipAs: 'percent' }).errors.scholarship).toBe(words['errors.scholarship.percent']);
    expect(check({ scholarship: '-3', scholarshipAs: 'amount' }).errors.scholarship).toBe(words['errors.scholarship.negative']);
    expect(check({ scholarship: '12.5', scholarshipAs: 'percent' }).costs?.scholarship).toEqual({
      as: 'percent',
      hundredthsOfPercent: 1250,
    });
  });

  it('accepts programme lengths in half years from 0.5 to 6', () => {
    expect(check({ years: '1.5' }).months).toBe(18);
    for (const bad of ['0', '1.25', '7', 'two'])
      expect(check({ years: bad }).errors.years, bad).toBe(fillIn(words['errors.years'], { min: '0.5', max: '6' }));
  });

  it('words each bound as the page’s language writes it', () => {
    expect(boundMessages(words, 'USD')).toEqual({
      years: fillIn(words['errors.years'], { min: '0.5', max: '6' }),
      tuitionAmount: fillIn(words['errors.tuitionAmount.invalid'], { currency: 'USD', max: '1,000,000' }),
      savings: fillIn(words['errors.savings.invalid'], { max: `₹100\u00a0${words['money.crore']}` }),
      loan: fillIn(words['errors.loan.invalid'], { max: `₹100\u00a0${words['money.crore']}` }),
      rate: fillIn(words['errors.rate.invalid'], { min: '0', max: '30' }),
      tenure: fillIn(words['errors.tenure.invalid'], { min: '1', max: '20' }),
      grace: fillIn(words['errors.grace.invalid'], { min: '0', max: '24' }),
    });
    // Hindi groups a foreign amount in lakhs and says crore in its own word.
    const inHindi = boundMessages(hindi, 'USD');
    expect(inHindi.tuitionAmount).toBe(fillIn(hindi['errors.tuitionAmount.invalid'], { currency: 'USD', max: '10,00,000' }));
    expect(inHindi.loan).toBe(fillIn(hindi['errors.loan.invalid'], { max: `₹100\u00a0${hindi['money.crore']}` }));
    expect(inHindi.years).toBe(fillIn(hindi['errors.years'], { min: '0.5', max: '6' }));
  });
});
