/**
 * A plan in a few lines of plain text: what a WhatsApp share sends and what a counsellor reads first
 * in the contact form. Rupee totals in lakh and crore, the way families say them, and the plan's own
 * address so anyone can open the full tables.
 */
import type { PlannerLevel } from '~/lib/costs/sheet';
import type { Currency } from '~/lib/money/currencies';
import { rupeesInWords, formatRupees } from '~/lib/money/inr';
import { formatMoney, formatSpan, type MoneyRange } from '~/lib/money/range';
import { fillIn } from '~/lib/text/placeholders';
import { levelName, yearsLabel } from './format';
import type { PlannerWords } from './words';

interface PlanSummary {
  country: string;
  level: PlannerLevel;
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

export function planSummary(plan: PlanSummary, words: PlannerWords): string {
  const span = (range: MoneyRange, format: (amount: number) => string) => formatSpan(range, format, words.range);
  const inWords = (amount: number) => rupeesInWords(amount, words);
  const rupees = (amount: number) => formatRupees(amount, words.locale);
  const lines = [
    fillIn(words['summary.plan'], {
      country: plan.country,
      level: levelName(plan.level, words, 'inText'),
      years: yearsLabel(plan.years, words),
    }),
    fillIn(words['summary.tuition'], { tuition: plan.tuition, home: plan.home, city: plan.city }),
    fillIn(words['summary.total'], {
      rupees: span(plan.total.rupees, inWords),
      local: span(plan.total.local, (n) => formatMoney(n, plan.currency, words.locale)),
    }),
    fillIn(words['summary.proof'], { rupees: span(plan.proofOfFunds, inWords) }),
    fillIn(words['summary.savings'], { amount: rupees(plan.savings) }),
    ...(plan.loan && plan.loan.amount > 0
      ? [
          fillIn(words['summary.loan'], {
            amount: rupees(plan.loan.amount),
            rate: plan.loan.annualRate,
            years: yearsLabel(plan.loan.tenureYears, words),
            emi: rupees(plan.loan.emi),
          }),
        ]
      : []),
    fillIn(words['summary.url'], { url: plan.url }),
  ];
  return lines.join('\n');
}
