import { describe, expect, it } from 'vitest';
import { byVisitorsInstalment, costRange, lenderTypes, loanCost, typeRates, type LoanAsk } from '~/lib/loans/compare';
import { askOf, defaultChoices, readLoanChoices, writeLoanChoices } from '~/lib/loans/state';

const lakh = 1_00_000;
const now = (amount: number, tenureMonths: number, moratoriumMonths = 0, interest: LoanAsk['interest'] = 'paid'): LoanAsk => ({
  amount,
  moratoriumMonths,
  tenureMonths,
  interest,
});

describe('the cost of a loan at one rate', () => {
  it('a zero-rate loan is the amount split into equal instalments, with no interest', () => {
    // ₹12,00,000 at 0% over 12 months: 12,00,000 ÷ 12 = ₹1,00,000 a month; a moratorium adds nothing at 0%.
    const cost = loanCost(now(12 * lakh, 12, 6), 0);
    expect(cost.emi).toBe(1 * lakh);
    expect(cost.totalInterest).toBe(0);
    expect(cost.interestPaidByYear.every((interest) => interest === 0)).toBe(true);
  });

  it('a one-month term repays the amount and one month’s interest at once', () => {
    // ₹1,00,000 at 12% a year: r = 12 ÷ 12 ÷ 100 = 0.01 a month; over one month the instalment
    // P·r·(1+r) / ((1+r) − 1) is P·(1+r) = 1,00,000 × 1.01 = ₹1,01,000, of which ₹1,000 is interest.
    const cost = loanCost(now(1 * lakh, 1), 12);
    expect(cost.emi).toBe(1_01_000);
    expect(cost.totalInterest).toBe(1_000);
    expect(cost.interestPaidByYear).toEqual([1_000]);
  });

  it('ten years at 10%: the reducing-balance instalment, and interest as the schedule adds it up', () => {
    // r = 10 ÷ 12 ÷ 100 = 0.008333…; (1 + r)^120 = 2.707041; EMI = 10,00,000 × 0.008333 × 2.707041 ÷ 1.707041
    // = ₹13,215.07, quoted as ₹13,215. 119 instalments of ₹13,215 and a last one of ₹13,230 that settles
    // the paise: ₹15,85,815 repaid. The interest is the sum of each year's interest rounded to the rupee,
    // ₹5,85,814 (₹1 under 15,85,815 − 10,00,000 from rounding the ten years separately).
    const cost = loanCost(now(10 * lakh, 120), 10);
    expect(cost.emi).toBe(13_215);
    expect(cost.totalInterest).toBe(5_85_814);
    expect(cost.interestPaidByYear).toHaveLength(10);
    expect(cost.interestPaidByYear.reduce((a, b) => a + b, 0)).toBe(cost.totalInterest);
  });

  it('moratorium interest is simple: paid monthly, the loan does not grow and it counts as interest paid', () => {
    // ₹10,00,000 at 12% with a 12-month moratorium: 10,00,000 × 1% = ₹10,000 a month, ₹1,20,000 in the year.
    // Then 60 instalments on ₹10,00,000: 10,00,000 × 0.01 × 1.01^60 ÷ (1.01^60 − 1) = ₹22,244.45 → ₹22,244.
    const cost = loanCost(now(10 * lakh, 60, 12, 'paid'), 12);
    expect(cost.interestPaidByYear[0]).toBe(1_20_000);
    expect(cost.emi).toBe(22_244);
  });

  it('capitalised moratorium interest is simple too, added once when repayment starts', () => {
    // The same ₹1,20,000 (never interest on interest) joins the loan: 60 instalments on ₹11,20,000 at 1% a
    // month = 11,20,000 × 0.01 × 1.816697 ÷ 0.816697 = ₹24,914.08 → ₹24,914. Nothing is paid in year one.
    const cost = loanCost(now(10 * lakh, 60, 12, 'capitalised'), 12);
    expect(cost.interestPaidByYear[0]).toBe(0);
    expect(cost.emi).toBe(24_914);
  });
});

describe('lender types and their lenders', () => {
  const lenders = [
    { name: 'B Bank', type: 'public-bank' as const, interest: { min: 9.1, max: 10.35 } },
    { name: 'A Bank', type: 'public-bank' as const, interest: { min: 9.7, max: 11.7 } },
    { name: 'Abroad', type: 'international' as const, interest: { min: 12.43, max: 12.43 } },
  ];

  it('each type present gets the lowest and the highest rate its lenders publish, in the fixed order', () => {
    expect(typeRates(lenders)).toEqual([
      { type: 'public-bank', rates: { min: 9.1, max: 11.7 } },
      { type: 'international', rates: { min: 12.43, max: 12.43 } },
    ]);
    expect(lenderTypes.indexOf('public-bank')).toBeLessThan(lenderTypes.indexOf('international'));
  });

  it('a range is the loan worked at each end, and a single rate gives equal ends', () => {
    const ask = now(20 * lakh, 120);
    const range = costRange(ask, { min: 9.1, max: 11.7 });
    expect(range.low.emi).toBe(loanCost(ask, 9.1).emi);
    expect(range.high.emi).toBe(loanCost(ask, 11.7).emi);
    expect(range.low.emi).toBeLessThan(range.high.emi);
    const single = costRange(ask, { min: 12.43, max: 12.43 });
    expect(single.low).toEqual(single.high);
  });

  it('orders lenders by the instalment the visitor would pay at their lowest rate, then the highest, then the name', () => {
    expect(byVisitorsInstalment(lenders, now(20 * lakh, 120)).map((i) => lenders[i]!.name)).toEqual(['B Bank', 'A Bank', 'Abroad']);
    const tie = [
      { name: 'Zeta', interest: { min: 10, max: 12 } },
      { name: 'Alpha', interest: { min: 10, max: 12 } },
    ];
    expect(byVisitorsInstalment(tie, now(5 * lakh, 60)).map((i) => tie[i]!.name)).toEqual(['Alpha', 'Zeta']);
  });
});

describe('the comparison’s choices in the address', () => {
  it('round-trips the choices, leaving defaults out', () => {
    const slabs = [5, 20, 30];
    const choices = { amountLakh: 40, years: 12, moratoriumMonths: 24, interest: 'capitalised' as const, regime: 'old' as const, slab: 20 };
    const search = writeLoanChoices(choices);
    expect(search).toBe('?amount=40&years=12&moratorium=24&interest=capitalised&slab=20');
    expect(readLoanChoices(search, slabs)).toEqual(choices);
    expect(writeLoanChoices(defaultChoices)).toBe('');
    // 40 lakh is ₹40,00,000; 12 years are 144 monthly instalments.
    expect(askOf(choices)).toEqual({ amount: 40 * lakh, moratoriumMonths: 24, tenureMonths: 144, interest: 'capitalised' });
  });

  it('falls back to the default for a value out of range or not a whole number', () => {
    expect(readLoanChoices('?amount=0&years=99&moratorium=-3&slab=12&regime=flat', [5, 20, 30])).toEqual(defaultChoices);
    expect(readLoanChoices('?amount=2.5', [5, 20, 30]).amountLakh).toBe(defaultChoices.amountLakh);
  });
});
