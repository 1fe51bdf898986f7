/**
 * What Indian income tax does to an education loan. The interest paid on it is deductible from
 * income (Section 80E) for the first year interest is paid and the years after, up to the rule's
 * count, without a cap, under the old regime only: the saving is the interest times the visitor's
 * slab rate plus cess. Years are the loan's years from the first payout, not financial years, and
 * the whole deduction is assumed to fall in the slab picked. TCS is collected on money sent abroad
 * above a yearly threshold, at a lower rate (nil) when it comes from an education loan; it is
 * credited against the family's tax, not a cost.
 */
import { roundHalfAway } from '~/lib/money/range';

export type Regime = 'old' | 'new';

export interface DeductionRule {
  /** Years it can be claimed, from the first year interest is paid. */
  years: number;
  regimes: readonly Regime[];
}

export interface TaxChoice {
  regime: Regime;
  /** The slab's rate, per cent. */
  slabRate: number;
  /** Cess on the tax, per cent. */
  cess: number;
}

/** Hundredths of a per cent, so the arithmetic stays on integers. */
const hundredths = (percent: number) => Math.round(percent * 100);

/**
 * The tax saved each year by deducting the interest paid, in whole rupees, and their sum: the
 * interest × rate × (1 + cess), each year rounded once. Nothing under a regime the rule excludes.
 */
export function deductionSaving(
  interestPaidByYear: readonly number[],
  rule: DeductionRule,
  choice: TaxChoice,
): { byYear: number[]; total: number } {
  if (!rule.regimes.includes(choice.regime)) return { byYear: interestPaidByYear.map(() => 0), total: 0 };
  const first = interestPaidByYear.findIndex((interest) => interest > 0);
  const rate = hundredths(choice.slabRate);
  const withCess = 100_00 + hundredths(choice.cess);
  const byYear = interestPaidByYear.map((interest, i) =>
    first >= 0 && i >= first && i < first + rule.years ? roundHalfAway((interest * rate * withCess) / 100_000_000) : 0,
  );
  return { byYear, total: byYear.reduce((sum, saving) => sum + saving, 0) };
}

export interface RemittanceRule {
  /** Rupees a financial year before TCS applies. */
  threshold: number;
  /** Per cent, on the part above the threshold. */
  selfFundedRate: number;
  loanFundedRate: number;
}

/**
 * TCS on sending `amount` rupees abroad for education, when `sentBefore` rupees were already sent
 * in the same financial year: the rate on the part of this payment above the threshold, rounded
 * to the rupee.
 */
export function tcsOnRemittance(amount: number, fundedByLoan: boolean, rule: RemittanceRule, sentBefore = 0): number {
  const above = (total: number) => Math.max(0, total - rule.threshold);
  const taxable = above(sentBefore + amount) - above(sentBefore);
  return roundHalfAway((taxable * hundredths(fundedByLoan ? rule.loanFundedRate : rule.selfFundedRate)) / 100_00);
}

/** The slab rates above nil a visitor can pick from (old regime), lowest first, each once. */
export function slabRates(slabs: readonly { rate: number }[]): number[] {
  return [...new Set(slabs.map((s) => s.rate).filter((rate) => rate > 0))].sort((a, b) => a - b);
}
