/**
 * An Indian education loan: paid out as each year's costs fall due, with simple interest on the
 * amount paid out during the moratorium (the course plus a grace period), then repaid in equal
 * monthly instalments on the reducing balance. Money is counted in paise (integers), interest is
 * rounded to the paisa each month, and the instalment to the whole rupee, as banks quote it.
 */
import { roundHalfAway } from '~/lib/money/range';

interface Disbursement {
  /** Months after the first payout (0 for the first). */
  month: number;
  /** Rupees. */
  amount: number;
}

export interface LoanTerms {
  /** The payouts, in rupees; together they are the loan amount. */
  disbursements: Disbursement[];
  /** Percent a year, up to two decimals (10.5 for 10.5 %). */
  annualRate: number;
  /** Months of the course plus the grace period, before the first instalment. */
  moratoriumMonths: number;
  /** Months of repayment after the moratorium. */
  tenureMonths: number;
  /** Whether the moratorium's interest is paid monthly or added to the loan when it ends. */
  interest: 'paid' | 'capitalised';
}

interface LoanYear {
  /** 1 for the loan's first twelve months. */
  year: number;
  disbursed: number;
  interest: number;
  /**
   * The interest the family pays in the year (moratorium interest when it is paid monthly, and the
   * interest in each instalment): what an income-tax deduction on interest paid counts.
   */
  interestPaid: number;
  /** What the family pays in the year: moratorium interest, then instalments. */
  paid: number;
  /** What is owed at the end of the year, including interest not yet added to the loan. */
  balance: number;
}

export interface LoanResult {
  /** The monthly instalment once repayment starts, in whole rupees. */
  emi: number;
  /** The amount owed when repayment starts (the loan, plus capitalised interest). */
  repaymentPrincipal: number;
  /** Interest charged during the moratorium. */
  moratoriumInterest: number;
  /** When the moratorium's interest is paid: the largest monthly payment (once everything is paid out). */
  moratoriumMonthlyInterest: number;
  totalInterest: number;
  /** Everything paid back, interest included. */
  totalPaid: number;
  years: LoanYear[];
}

/** Rate in hundredths of a percent (10.5 % → 1050): integer arithmetic from here on. */
const hundredths = (annualRate: number) => Math.round(annualRate * 100);

/** A month's interest in paise on a balance in paise: balance × rate ÷ 12, rounded to the paisa. */
const monthlyInterest = (balancePaise: number, rateHundredths: number) => roundHalfAway((balancePaise * rateHundredths) / 120_000);

/**
 * The standard reducing-balance instalment, P·r·(1+r)^n / ((1+r)^n − 1) with r the monthly rate, in
 * whole rupees; P/n when the rate is 0. ₹20,00,000 at 10.5 % over 120 months is ₹26,987.
 */
export function monthlyInstalment(principal: number, annualRate: number, months: number): number {
  if (principal <= 0 || months <= 0) return 0;
  const r = hundredths(annualRate) / 120_000;
  if (r === 0) return Math.ceil(principal / months);
  const growth = (1 + r) ** months;
  return roundHalfAway((principal * r * growth) / (growth - 1));
}

/** Splits a loan over payouts in proportion to weights (each year's costs); the last takes the remainder. */
export function disburse(amount: number, weights: number[]): Disbursement[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (amount <= 0 || sum <= 0) return amount > 0 ? [{ month: 0, amount }] : [];
  let left = amount;
  return weights.map((weight, i) => {
    const share = i === weights.length - 1 ? left : Math.floor((amount * weight) / sum);
    left -= share;
    return { month: i * 12, amount: share };
  });
}

export function repayLoan(terms: LoanTerms): LoanResult {
  const rate = hundredths(terms.annualRate);
  const totalMonths = terms.moratoriumMonths + terms.tenureMonths;
  const years: LoanYear[] = [];
  let principal = 0; // paise paid out and not yet repaid
  let accrued = 0; // moratorium interest waiting to be capitalised
  let moratoriumInterest = 0;
  let moratoriumMonthly = 0;
  let emiPaise = 0;
  let repaymentPrincipal = 0;
  let year: LoanYear = { year: 1, disbursed: 0, interest: 0, interestPaid: 0, paid: 0, balance: 0 };

  for (let month = 0; month < totalMonths; month++) {
    const payout = terms.disbursements.filter((d) => d.month === month).reduce((sum, d) => sum + d.amount * 100, 0);
    principal += payout;
    year.disbursed += payout;

    if (month < terms.moratoriumMonths) {
      // Simple interest: charged on what has been paid out, never on earlier interest.
      const interest = monthlyInterest(principal, rate);
      moratoriumInterest += interest;
      year.interest += interest;
      if (terms.interest === 'paid') {
        year.paid += interest;
        year.interestPaid += interest;
        moratoriumMonthly = Math.max(moratoriumMonthly, interest);
      } else {
        accrued += interest;
      }
    } else {
      if (month === terms.moratoriumMonths) {
        principal += accrued;
        accrued = 0;
        repaymentPrincipal = principal;
        emiPaise = monthlyInstalment(principal / 100, terms.annualRate, terms.tenureMonths) * 100;
      }
      const interest = monthlyInterest(principal, rate);
      const lastMonth = month === totalMonths - 1;
      // The final instalment settles whatever rounding left over, up or down.
      const payment = lastMonth || principal + interest <= emiPaise ? principal + interest : emiPaise;
      principal = principal + interest - payment;
      year.interest += interest;
      year.interestPaid += interest;
      year.paid += payment;
    }

    if (month % 12 === 11 || month === totalMonths - 1) {
      year.balance = principal + accrued;
      years.push(year);
      year = { year: year.year + 1, disbursed: 0, interest: 0, interestPaid: 0, paid: 0, balance: 0 };
    }
  }

  const rupees = (paise: number) => roundHalfAway(paise / 100);
  if (terms.tenureMonths === 0) repaymentPrincipal = principal + accrued;
  const rows = years.map((y) => ({
    year: y.year,
    disbursed: rupees(y.disbursed),
    interest: rupees(y.interest),
    interestPaid: rupees(y.interestPaid),
    paid: rupees(y.paid),
    balance: rupees(y.balance),
  }));
  // Totals are the sums of the rounded yearly rows, so the schedule adds up as printed.
  const sum = (key: 'interest' | 'paid') => rows.reduce((acc, row) => acc + row[key], 0);
  return {
    emi: rupees(emiPaise),
    repaymentPrincipal: rupees(repaymentPrincipal),
    moratoriumInterest: rupees(moratoriumInterest),
    moratoriumMonthlyInterest: rupees(moratoriumMonthly),
    totalInterest: sum('interest'),
    totalPaid: sum('paid'),
    years: rows,
  };
}
