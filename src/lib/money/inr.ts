/**
 * Rupee amounts for Indian families: converted from a destination currency with the site's dated
 * rates, rounded to whole rupees, and written with Indian digit grouping (₹12,34,567).
 */
import type { Currency } from './currencies';
import type { MoneyRange } from './range';

export type RupeesPer = Record<Currency, number>;

/**
 * `amount` units of `currency` in whole rupees. Rates carry up to four decimals, so the product is
 * computed on integers (rate × 10,000) and rounded once, half away from zero.
 */
export function toRupees(amount: number, currency: Currency, rupeesPer: RupeesPer): number {
  const rateTenThousandths = Math.round(rupeesPer[currency] * 10_000);
  const product = amount * rateTenThousandths;
  return Math.sign(product) * Math.round(Math.abs(product) / 10_000);
}

/** Both ends of a range in rupees. */
export function rangeToRupees(range: MoneyRange, currency: Currency, rupeesPer: RupeesPer): MoneyRange {
  return { min: toRupees(range.min, currency, rupeesPer), max: toRupees(range.max, currency, rupeesPer) };
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** "₹12,34,567" */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

const short = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** "₹12.35 lakh", "₹1.2 crore": how families say large amounts; below a lakh, the full figure. */
export function rupeesInWords(amount: number): string {
  const abs = Math.abs(amount);
  if (abs >= 1_00_00_000) return `₹${short.format(amount / 1_00_00_000)} crore`;
  if (abs >= 1_00_000) return `₹${short.format(amount / 1_00_000)} lakh`;
  return formatRupees(amount);
}
