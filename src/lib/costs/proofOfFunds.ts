/**
 * The words of a proof of funds (its label and note) name the amounts of its own rule in braces, so
 * an edited amount changes them with it: these are those amounts as a page writes them.
 */
import { formatMoney, prorate } from '~/lib/money/range';
import { countText } from '~/lib/text/localeFormats';
import type { CostSheet } from './sheet';

/**
 * `{amount}` a year and `{perMonth}`, a twelfth of it, for a yearly rule; `{major}` and `{elsewhere}`
 * a month and `{maxMonths}` for a monthly one; in the destination's currency as a page in `locale`
 * groups it ("CAD 22,895").
 */
export function proofOfFundsValues(sheet: Pick<CostSheet, 'currency' | 'proofOfFunds'>, locale: string): Record<string, string> {
  const { living } = sheet.proofOfFunds;
  const money = (amount: number) => formatMoney(amount, sheet.currency, locale);
  if (living.basis === 'per-year') return { amount: money(living.amount), perMonth: money(prorate(living.amount, 1, 12)) };
  if (living.basis === 'per-month')
    return { major: money(living.major), elsewhere: money(living.elsewhere), maxMonths: countText(living.maxMonths, locale) };
  return {};
}
