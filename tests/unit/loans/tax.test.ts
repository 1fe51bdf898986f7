import { describe, expect, it } from 'vitest';
import { deductionSaving, slabRates, tcsOnRemittance } from '~/lib/loans/tax';

const rule = { years: 8, regimes: ['old'] as const };

describe('the income-tax saving on education-loan interest', () => {
  it('is the interest paid × slab rate × (1 + cess) each year, under the old regime', () => {
    // ₹1,20,000 of interest at the 30% slab with 4% cess: 1,20,000 × 0.30 × 1.04 = ₹37,440.
    // ₹1,00,000 at 20%: 1,00,000 × 0.20 × 1.04 = ₹20,800.
    expect(deductionSaving([1_20_000], rule, { regime: 'old', slabRate: 30, cess: 4 })).toEqual({ byYear: [37_440], total: 37_440 });
    expect(deductionSaving([1_00_000], rule, { regime: 'old', slabRate: 20, cess: 4 }).total).toBe(20_800);
  });

  it('is nothing under the new regime, which allows no deduction', () => {
    expect(deductionSaving([1_20_000, 1_00_000], rule, { regime: 'new', slabRate: 30, cess: 4 })).toEqual({ byYear: [0, 0], total: 0 });
  });

  it('counts eight years from the first year interest is paid, and no more', () => {
    // A capitalised moratorium pays nothing in year 1, so the eight years are years 2 to 9; year 10 is past them.
    // Each counted year: 10,000 × 0.05 × 1.04 = ₹520; eight of them: 8 × 520 = ₹4,160.
    const years = [0, ...Array.from({ length: 9 }, () => 10_000)];
    const saving = deductionSaving(years, rule, { regime: 'old', slabRate: 5, cess: 4 });
    expect(saving.byYear).toEqual([0, 520, 520, 520, 520, 520, 520, 520, 520, 0]);
    expect(saving.total).toBe(4_160);
  });

  it('rounds each year once, to the rupee', () => {
    // 12,345 × 0.30 × 1.04 = 3,851.64 → ₹3,852.
    expect(deductionSaving([12_345], rule, { regime: 'old', slabRate: 30, cess: 4 }).total).toBe(3_852);
  });
});

describe('TCS on money sent abroad for education', () => {
  const tcs = { threshold: 10_00_000, selfFundedRate: 5, loanFundedRate: 0 };

  it('is the self-funded rate on the part above the yearly threshold', () => {
    // ₹15,00,000 from savings: (15,00,000 − 10,00,000) × 5% = ₹25,000. Below the threshold: nothing.
    expect(tcsOnRemittance(15_00_000, false, tcs)).toBe(25_000);
    expect(tcsOnRemittance(9_00_000, false, tcs)).toBe(0);
  });

  it('is nil when the money comes from an education loan', () => {
    expect(tcsOnRemittance(15_00_000, true, tcs)).toBe(0);
  });

  it('counts what was already sent in the year towards the threshold', () => {
    // ₹8,00,000 sent earlier, ₹5,00,000 now: 13,00,000 − 10,00,000 = ₹3,00,000 above it, × 5% = ₹15,000.
    expect(tcsOnRemittance(5_00_000, false, tcs, 8_00_000)).toBe(15_000);
  });
});

describe('the slab rates a visitor picks from', () => {
  it('are the rates above nil, lowest first, each once', () => {
    expect(slabRates([{ rate: 0 }, { rate: 5 }, { rate: 20 }, { rate: 30 }, { rate: 20 }])).toEqual([5, 20, 30]);
  });
});
