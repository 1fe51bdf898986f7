/**
 * A plan in a few lines of plain text: what a WhatsApp share sends and what a counsellor reads first
 * in the contact form. Rupee totals in lakh and crore, the way families say them, and the plan's own
 * address so anyone can open the full tables.
 */
import type { Currency } from '~/lib/money/currencies';
import { rupeesInWords, formatRupees } from '~/lib/money/inr';
import { formatMoney, formatSpan, type MoneyRange } from '~/lib/money/range';
import { yearsLabel } from './format';

interface PlanSummary {
  country: string;
  level: string;
  years: number;
  tuition: string;
  home: string;
  city: string;
  currency: Currency;
  total: { local: MoneyRange; rupees: MoneyRange };
  proofOfFunds: MoneyRange;
  savings: number;
  loan?: { amount: number; annualRate: number; tenureYears: number; emi: number };
  url: string;
}

export function planSummary(plan: PlanSummary): string {
  const lines = [
    `My study-abroad cost plan: ${plan.country}, ${plan.level.toLowerCase()}, ${yearsLabel(plan.years)}`,
    `Tuition: ${plan.tuition}. Home: ${plan.home}, ${plan.city}`,
    `Total cost: ${formatSpan(plan.total.rupees, rupeesInWords)} (${formatSpan(plan.total.local, (n) => formatMoney(n, plan.currency))})`,
    `Proof of funds for the visa: ${formatSpan(plan.proofOfFunds, rupeesInWords)}`,
    `Savings: ${formatRupees(plan.savings)}`,
    ...(plan.loan && plan.loan.amount > 0
      ? [
          `Education loan: ${formatRupees(plan.loan.amount)} at ${plan.loan.annualRate}% over ${yearsLabel(plan.loan.tenureYears)}, EMI ${formatRupees(plan.loan.emi)} a month`,
        ]
      : []),
    `Full plan: ${plan.url}`,
  ];
  return lines.join('\n');
}
