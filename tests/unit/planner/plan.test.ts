import { describe, expect, it } from 'vitest';
import { computePlan, depositRange, visaFees, yearlyScholarship, type PlanInputs } from '~/lib/planner/plan';
import { fixtureSheet as sheet, roundRates } from './fixtureSheet';
import { wordsOf } from '../support/strings';

const words = wordsOf('planner');

const inputs: PlanInputs = {
  months: 18,
  tuition: { min: 10_000, max: 20_000 },
  tuitionLabel: 'Taught master’s',
  stay: 'shared',
  city: 'major',
  scholarship: { as: 'amount', perYear: 2_000 },
};

const byId = (lines: { id: string; local: { min: number; max: number } }[]) => Object.fromEntries(lines.map((l) => [l.id, l.local]));

describe('a plan of a year and a half (worked example)', () => {
  const plan = computePlan(sheet, inputs, roundRates, words);

  it('has a full first year and a half second year', () => {
    expect(plan.years.map((y) => [y.year, y.months])).toEqual([
      [1, 12],
      [2, 6],
    ]);
  });

  it('puts the one-off costs in year one and the flight home in the last year', () => {
    expect(byId(plan.years[0]!.lines)).toEqual({
      tuition: { min: 10_000, max: 20_000 },
      scholarship: { min: -2_000, max: -2_000 },
      rent: { min: 4_800, max: 9_600 },
      living: { min: 6_000, max: 8_000 },
      'health-insurance': { min: 600, max: 900 },
      // £500 once plus £800 a year for 1.5 years
      fees: { min: 1_700, max: 1_700 },
      'flight-out': { min: 400, max: 800 },
      // 4 weeks of £4,800 a year = 369.23 → 369; 5 weeks of £9,600 = 923.08 → 923
      deposit: { min: 369, max: 923 },
      'settling-in': { min: 300, max: 600 },
    });
    expect(byId(plan.years[1]!.lines)).toEqual({
      tuition: { min: 5_000, max: 10_000 },
      scholarship: { min: -1_000, max: -1_000 },
      rent: { min: 2_400, max: 4_800 },
      living: { min: 3_000, max: 4_000 },
      'health-insurance': { min: 300, max: 450 },
      'flight-home': { min: 400, max: 800 },
    });
  });

  it('totals each year and the programme from the lines shown', () => {
    expect(plan.years.map((y) => y.total.local)).toEqual([
      { min: 22_169, max: 40_523 },
      { min: 10_100, max: 19_050 },
    ]);
    expect(plan.programme.total.local).toEqual({ min: 32_269, max: 59_573 });
    expect(plan.programme.total.rupees).toEqual({ min: 32_26_900, max: 59_57_300 });
    const tuition = plan.programme.lines.find((l) => l.id === 'tuition')!;
    expect(tuition.local).toEqual({ min: 15_000, max: 30_000 });
  });

  it('asks for the first year’s tuition after scholarship plus 9 months of London living', () => {
    // 8,000-18,000 + 9 × 1,500
    expect(plan.proofOfFunds.local).toEqual({ min: 21_500, max: 31_500 });
    expect(plan.proofOfFunds.rupees).toEqual({ min: 21_50_000, max: 31_50_000 });
  });
});

describe('rupee totals add up as printed', () => {
  it('sums the converted lines, so a total never differs from its column', () => {
    const odd = { ...roundRates, GBP: 116.4 };
    const plan = computePlan(sheet, { ...inputs, months: 36, city: 'elsewhere' }, odd, words);
    for (const year of plan.years) {
      expect(year.total.rupees.min).toBe(year.lines.reduce((sum, l) => sum + l.rupees.min, 0));
      expect(year.total.rupees.max).toBe(year.lines.reduce((sum, l) => sum + l.rupees.max, 0));
    }
    for (const line of plan.programme.lines) {
      expect(line.rupees.max).toBe(
        plan.years
          .flatMap((y) => y.lines)
          .filter((l) => l.id === line.id)
          .reduce((s, l) => s + l.rupees.max, 0),
      );
    }
    // £10,000 at ₹116.40 = ₹11,64,000 exactly, without float error
    expect(plan.years[0]!.lines.find((l) => l.id === 'tuition')!.rupees.min).toBe(11_64_000);
  });
});

describe('scholarships', () => {
  it('take a percentage of each end of the tuition range', () => {
    expect(yearlyScholarship({ min: 10_000, max: 20_000 }, { as: 'percent', hundredthsOfPercent: 25_00 })).toEqual({
      min: 2_500,
      max: 5_000,
    });
    expect(yearlyScholarship({ min: 10_001, max: 10_001 }, { as: 'percent', hundredthsOfPercent: 12_50 })).toEqual({
      min: 1_250,
      max: 1_250,
    });
  });

  it('never exceed the tuition', () => {
    expect(yearlyScholarship({ min: 10_000, max: 20_000 }, { as: 'amount', perYear: 15_000 })).toEqual({ min: 10_000, max: 15_000 });
    expect(yearlyScholarship({ min: 10_000, max: 20_000 }, { as: 'percent', hundredthsOfPercent: 150_00 })).toEqual({
      min: 10_000,
      max: 20_000,
    });
  });

  it('leave no scholarship line when there is none', () => {
    const plan = computePlan(sheet, { ...inputs, scholarship: { as: 'amount', perYear: 0 } }, roundRates, words);
    expect(plan.programme.lines.map((l) => l.id)).not.toContain('scholarship');
  });
});

describe('one-off costs', () => {
  it('count a per-year visa fee for every year of study, part years pro rata', () => {
    expect(visaFees(sheet, 12)).toBe(1_300);
    expect(visaFees(sheet, 6)).toBe(900);
    expect(visaFees(sheet, 36)).toBe(2_900);
  });

  it('turn weekly rents into a year of 52 weeks and a deposit of whole weeks', () => {
    const weekly = {
      ...sheet,
      accommodation: { ...sheet.accommodation, per: 'week' as const, shared: { ...sheet.accommodation.shared, min: 200, max: 300 } },
    };
    expect(depositRange(weekly, 'shared')).toEqual({ min: 800, max: 1_500 });
    const plan = computePlan(weekly, { ...inputs, months: 12 }, roundRates, words);
    expect(byId(plan.years[0]!.lines).rent).toEqual({ min: 10_400, max: 15_600 });
  });

  it('put both flights in a course of a year or less', () => {
    const plan = computePlan(sheet, { ...inputs, months: 6 }, roundRates, words);
    expect(plan.years).toHaveLength(1);
    expect(plan.years[0]!.lines.map((l) => l.id)).toEqual(expect.arrayContaining(['flight-out', 'flight-home']));
    // 6 months of London living: 6 × 1,500, the maximum being 9
    expect(plan.proofOfFunds.local.min).toBe(5_000 - 1_000 + 9_000);
  });
});
