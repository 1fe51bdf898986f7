/** Cost ranges as the destination pages print them: '$10,000-$18,000', 'CAD 20,000-60,000'. */
import type { Currency } from './currencies';

const prefixes: Record<Currency, { symbol: string; repeat: boolean }> = {
  // Dollar ranges read as '$10,000-$18,000' in the site's copy; other currencies carry their code once.
  USD: { symbol: '$', repeat: true },
  CAD: { symbol: 'CAD ', repeat: false },
  GBP: { symbol: '£', repeat: true },
  AUD: { symbol: 'A$', repeat: true },
  NZD: { symbol: 'NZ$', repeat: true },
};

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatMoney(amount: number, currency: Currency): string {
  return `${prefixes[currency].symbol}${grouped.format(amount)}`;
}

/** A single amount when min equals max (or max is absent), otherwise 'min-max'. */
export function formatMoneyRange(currency: Currency, min: number, max?: number): string {
  if (max === undefined || max === min) return formatMoney(min, currency);
  const { symbol, repeat } = prefixes[currency];
  return `${symbol}${grouped.format(min)}-${repeat ? symbol : ''}${grouped.format(max)}`;
}
