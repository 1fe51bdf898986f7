/**
 * Rupee amounts for Indian families: converted from a destination currency with the site's dated
 * rates, rounded to whole rupees, and written with Indian digit grouping (₹12,34,567).
 */
import type { Currency } from './currencies';
import type { MoneyRange } from './range';

export type RupeesPer = Record<Currency, number>;

/**
 * ₹100 crore: the most a rupee answer may be in the planning tools (savings, a loan, a yearly
 * budget), above any real family's plan, so a slipped key is caught rather than believed.
 */
export const rupeeCeiling = 1_00_00_00_000;

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

/**
 * The words a rupee amount is written with, from the page's strings: the locale its digits are
 * grouped by (Indian grouping in 'en-IN' and 'hi-IN' alike) and the words for a lakh and a crore.
 */
export type RupeeWords = Readonly<Record<'locale' | 'money.lakh' | 'money.crore', string>>;

// One formatter per locale and kind, built on first use: formatting runs on every keystroke in the planner.
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, kind: 'rupees' | 'short'): Intl.NumberFormat {
  const key = `${kind} ${locale}`;
  let format = formatters.get(key);
  if (!format) {
    // Western digits whatever the locale's own: the site writes 1, 2, 25 in every language.
    format = new Intl.NumberFormat(
      locale,
      kind === 'rupees'
        ? { style: 'currency', currency: 'INR', maximumFractionDigits: 0, numberingSystem: 'latn' }
        : { maximumFractionDigits: 2, numberingSystem: 'latn' },
    );
    formatters.set(key, format);
  }
  return format;
}

/** "₹12,34,567" in the page's locale (`locale`: 'en-IN', 'hi-IN'). */
export function formatRupees(amount: number, locale: string): string {
  return formatter(locale, 'rupees').format(amount);
}

/**
 * "₹12.35 lakh", "₹1.2 crore" ("₹12.35 लाख" in Hindi): how families say large amounts, with the
 * strings' words for lakh and crore; below a lakh, the full figure. A no-break space joins the
 * figure to its word, so a narrow screen never ends a line on "₹1.5" and starts the next on "crore".
 */
export function rupeesInWords(amount: number, words: RupeeWords): string {
  const abs = Math.abs(amount);
  const short = formatter(words.locale, 'short');
  if (abs >= 1_00_00_000) return `₹${short.format(amount / 1_00_00_000)}\u00a0${words['money.crore']}`;
  if (abs >= 1_00_000) return `₹${short.format(amount / 1_00_000)}\u00a0${words['money.lakh']}`;
  return formatRupees(amount, words.locale);
}
