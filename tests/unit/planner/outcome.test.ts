import { describe, expect, it } from 'vitest';
import { yearlyCosts } from '~/lib/costs/yearlyCosts';
import { plannerOutcome } from '~/lib/planner/outcome';
import { planSources } from '~/lib/planner/sources';
import { initialPlannerState } from '~/lib/planner/state';
import { fixtureSheet, roundRates } from './fixtureSheet';
import { languages } from '~/config/languages';
import { wordsOf } from '../support/strings';

const words = wordsOf('planner');
const costWords = wordsOf('costs');
const hiCostWords = wordsOf('costs', 'hi');

const countries = [{ name: 'UK', sheet: fixtureSheet }];

describe('the planner outcome', () => {
  it('suggests borrowing the upper total less savings, paid out year by year', () => {
    const outcome = plannerOutcome({ ...initialPlannerState, years: '2', savings: '5,00,000' }, countries, [], roundRates, words);
    const upper = outcome.plan!.programme.total.rupees.max;
    expect(outcome.suggestedLoan).toBe(upper - 5_00_000);
    expect(outcome.loanAmount).toBe(outcome.suggestedLoan);
    const paidOut = outcome.loanResult!.years.reduce((sum, y) => sum + y.disbursed, 0);
    expect(paidOut).toBe(outcome.loanAmount);
    // Year one carries the one-off costs, so it borrows more than year two.
    expect(outcome.loanResult!.years[0]!.disbursed).toBeGreaterThan(outcome.loanResult!.years[1]!.disbursed);
  });

  it('never suggests a negative loan, and uses a typed amount as it is', () => {
    expect(plannerOutcome({ ...initialPlannerState, savings: '99,00,00,000' }, countries, [], roundRates, words).suggestedLoan).toBe(0);
    expect(plannerOutcome({ ...initialPlannerState, loan: '20,00,000' }, countries, [], roundRates, words).loanAmount).toBe(20_00_000);
  });

  it('keeps the plan when only the loan answers are wrong', () => {
    const outcome = plannerOutcome({ ...initialPlannerState, tenure: '99' }, countries, [], roundRates, words);
    expect(outcome.plan).toBeDefined();
    expect(outcome.loanResult).toBeUndefined();
  });
});

describe('the sources a plan shows', () => {
  it('name every figure used, with its date, ending with the rates', () => {
    const outcome = plannerOutcome(initialPlannerState, countries, [], roundRates, words);
    const sources = planSources(fixtureSheet, outcome.choice, initialPlannerState, { source: 'Test rates', checked: '2026-11-01' }, words);
    expect(sources.map((s) => s.what)).toEqual([
      'Tuition (Taught master’s)',
      'Rent',
      'Living costs besides rent',
      'Health insurance',
      'Visa fee',
      'Health surcharge',
      'Flights',
      'Rental deposit',
      'Settling in',
      'Proof of funds (Tuition plus 9 months)',
      'Exchange rates',
    ]);
    expect(sources.every((s) => /^\d{4}-\d{2}-\d{2}$/.test(s.checked))).toBe(true);
  });
});

describe('a year’s costs for the page without JavaScript', () => {
  it('lists tuition, rent, living, insurance and the one-off costs, in both currencies', () => {
    const rows = yearlyCosts(fixtureSheet, roundRates, costWords, languages.en.locale);
    expect(rows.map((r) => r.item)).toEqual([
      'Taught master’s tuition (postgraduate)',
      'Bachelor’s tuition (undergraduate)',
      'Rent: halls',
      'Rent: shared houses',
      'Rent: studios',
      'Living costs besides rent: London',
      'Living costs besides rent: Elsewhere',
      'Health insurance',
      'Visa and related fees (a one-year course)',
      'Flight from India (one way)',
      'Settling in (first month)',
    ]);
    expect(rows.find((r) => r.item === 'Rent: shared houses')).toEqual({
      item: 'Rent: shared houses',
      local: { min: 4_800, max: 9_600 },
      rupees: { min: 4_80_000, max: 9_60_000 },
    });
    expect(rows.find((r) => r.item.startsWith('Visa'))!.local).toEqual({ min: 1_300, max: 1_300 });
  });

  it('names the levels in the page’s language, joined the language’s way', () => {
    const kinds = (rows: { item: string }[]) => rows.slice(0, 2).map((r) => r.item);
    const [master, bachelor] = fixtureSheet.tuition;
    const hiRows = yearlyCosts(fixtureSheet, roundRates, hiCostWords, languages.hi.locale);
    expect(kinds(hiRows)).toEqual([
      hiCostWords['yearly.tuition'].replace('{label}', master!.label).replace('{levels}', hiCostWords['level.postgraduate.inText']),
      hiCostWords['yearly.tuition'].replace('{label}', bachelor!.label).replace('{levels}', hiCostWords['level.undergraduate.inText']),
    ]);
    const both: typeof fixtureSheet = { ...fixtureSheet, tuition: [{ ...master!, levels: ['Undergraduate', 'Postgraduate'] }] };
    const levels = (words: typeof costWords, locale: string) => yearlyCosts(both, roundRates, words, locale)[0]!.item;
    expect(levels(costWords, languages.en.locale)).toBe(`${master!.label} tuition (undergraduate or postgraduate)`);
    const hiBoth = levels(hiCostWords, languages.hi.locale);
    expect(hiBoth).toContain(hiCostWords['level.undergraduate.inText']);
    expect(hiBoth).toContain(hiCostWords['level.postgraduate.inText']);
    expect(hiBoth.replace(master!.label, '')).not.toMatch(/[A-Za-z]/);
  });
});
