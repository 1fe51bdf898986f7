import { describe, expect, it } from 'vitest';
import { disburse, monthlyInstalment, repayLoan, type LoanTerms } from '~/lib/planner/loan';

const lakh = 1_00_000;

describe('monthly instalment (EMI)', () => {
  it('follows the reducing-balance formula: ₹20,00,000 at 10.5 % over 10 years is ₹26,987', () => {
    expect(monthlyInstalment(20 * lakh, 10.5, 120)).toBe(26_987);
  });

  it('matches other worked examples, rounded to the rupee', () => {
    // 10,00,000 × 0.01 × 1.01^60 / (1.01^60 − 1) = 22,244.45
    expect(monthlyInstalment(10 * lakh, 12, 60)).toBe(22_244);
    // 5,00,000 at 9 % over 3 years = 15,899.87
    expect(monthlyInstalment(5 * lakh, 9, 36)).toBe(15_900);
  });

  it('divides evenly at 0 % and is 0 for nothing borrowed', () => {
    expect(monthlyInstalment(12 * lakh, 0, 120)).toBe(10_000);
    expect(monthlyInstalment(0, 10.5, 120)).toBe(0);
  });
});

describe('the moratorium: course plus grace period', () => {
  // ₹10,00,000 paid out at once, 12 % a year, 24 months before repayment, then 5 years.
  const terms = (interest: LoanTerms['interest']): LoanTerms => ({
    disbursements: [{ month: 0, amount: 10 * lakh }],
    annualRate: 12,
    moratoriumMonths: 24,
    tenureMonths: 60,
    interest,
  });

  it('with interest paid monthly: ₹10,000 a month, ₹2,40,000 in all, and the EMI on the loan alone', () => {
    const loan = repayLoan(terms('paid'));
    expect(loan.moratoriumMonthlyInterest).toBe(10_000);
    expect(loan.moratoriumInterest).toBe(2_40_000);
    expect(loan.repaymentPrincipal).toBe(10 * lakh);
    expect(loan.emi).toBe(22_244);
    // The first two years are the interest only; the balance does not grow.
    expect(loan.years.slice(0, 2).map((y) => [y.paid, y.balance])).toEqual([
      [1_20_000, 10 * lakh],
      [1_20_000, 10 * lakh],
    ]);
  });

  it('with interest added to the loan: ₹2,40,000 of simple interest capitalised, EMI on ₹12,40,000', () => {
    const loan = repayLoan(terms('capitalised'));
    expect(loan.moratoriumInterest).toBe(2_40_000);
    expect(loan.repaymentPrincipal).toBe(12_40_000);
    // 12,40,000 × 0.01 × 1.01^60 / (1.01^60 − 1) = 27,583.12
    expect(loan.emi).toBe(27_583);
    expect(loan.years[0]).toMatchObject({ disbursed: 10 * lakh, interest: 1_20_000, paid: 0, balance: 11_20_000 });
    expect(loan.years[1]).toMatchObject({ paid: 0, balance: 12_40_000 });
  });

  it('costs more in total when the interest is capitalised', () => {
    const paid = repayLoan(terms('paid'));
    const capitalised = repayLoan(terms('capitalised'));
    expect(capitalised.totalInterest).toBeGreaterThan(paid.totalInterest);
  });

  for (const interest of ['paid', 'capitalised'] as const) {
    it(`repays exactly the loan plus its interest, ending at zero (${interest})`, () => {
      const loan = repayLoan(terms(interest));
      expect(loan.years).toHaveLength(7);
      expect(loan.years.at(-1)!.balance).toBe(0);
      // Years are rounded to the rupee one by one: the totals can differ from the exact sum by a rupee a year.
      expect(Math.abs(loan.totalPaid - loan.totalInterest - 10 * lakh)).toBeLessThanOrEqual(loan.years.length);
      expect(loan.totalPaid).toBe(loan.years.reduce((sum, y) => sum + y.paid, 0));
    });
  }

  it('charges interest only on what has been paid out so far', () => {
    const loan = repayLoan({
      disbursements: [
        { month: 0, amount: 6 * lakh },
        { month: 12, amount: 6 * lakh },
      ],
      annualRate: 10,
      moratoriumMonths: 24,
      tenureMonths: 12,
      interest: 'paid',
    });
    // Year 1: 6 lakh at 10 % = 60,000; year 2: 12 lakh at 10 % = 1,20,000.
    expect(loan.years.slice(0, 2).map((y) => y.interest)).toEqual([60_000, 1_20_000]);
    expect(loan.moratoriumMonthlyInterest).toBe(10_000);
  });
});

describe('paying the loan out year by year', () => {
  it('splits it in proportion to each year’s costs, the last year taking the rounding', () => {
    expect(disburse(10 * lakh, [3, 1])).toEqual([
      { month: 0, amount: 7_50_000 },
      { month: 12, amount: 2_50_000 },
    ]);
    const parts = disburse(1_000_001, [1, 1, 1]);
    expect(parts.map((p) => p.month)).toEqual([0, 12, 24]);
    expect(parts.reduce((sum, p) => sum + p.amount, 0)).toBe(1_000_001);
  });

  it('pays nothing out for a zero loan', () => {
    expect(disburse(0, [1, 2])).toEqual([]);
  });
});
