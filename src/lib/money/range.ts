/**
 * Amounts in a destination's currency: whole units, ranges of them, their share of a year, and how
 * the pages print them ('$10,000-$18,000', 'CAD 20,000-60,000').
 */
import type { Currency } from './currencies';
import { fillIn } from '~/lib/text/placeholders';

/** A low and a high estimate, in whole units of one currency. */
export interface MoneyRange {
  min: number;
  max: number;
}

/** Whole units, rounded half away from zero: the one rounding rule for every derived amount. */
export function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/**
 * `part`/`whole` of a whole amount (six months of a yearly fee: `prorate(fee, 6, 12)`), rounded once.
 * With integer inputs the product is exact, so the only rounding is the final one.
 */
export function prorate(amount: number, part: number, whole: number): number {
  return roundHalfAway((amount * part) / whole);
}

export function prorateRange(range: MoneyRange, part: number, whole: number): MoneyRange {
  return { min: prorate(range.min, part, whole), max: prorate(range.max, part, whole) };
}

export function addRanges(...ranges: MoneyRange[]): MoneyRange {
  return ranges.reduce((sum, r) => ({ min: sum.min + r.min, max: sum.max + r.max }), { min: 0, max: 0 });
}

export const singleAmount = (amount: number): MoneyRange => ({ min: amount, max: amount });

const prefixes: Record<Currency, { symbol: string; repeat: boolean }> = {
  // Dollar ranges read as '$10,000-$18,000' in the site's copy; other currencies carry their code once.
  USD: { symbol: '$', repeat: true },
  CAD: { symbol: 'CAD ', repeat: false },
  GBP: { symbol: '£', repeat: true },
  AUD: { symbol: 'A$', repeat: true },
  NZD: { symbol: 'NZ$', repeat: true },
};

// One formatter per locale, built on first use: the planner formats on every keystroke.
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Whole units of a destination currency with the page's digit grouping (`locale`: its strings'
 * 'en-IN', 'hi-IN'): a Hindi page groups them in lakhs like every number it shows ('1,69,412'); an
 * English page keeps the thousands of the currency's own countries ('169,412'), as Indian English
 * writes foreign money. Western digits in every language.
 */
export function formatAmount(amount: number, locale: string): string {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(new Intl.Locale(locale).language === 'en' ? 'en-US' : locale, {
      maximumFractionDigits: 0,
      numberingSystem: 'latn',
    });
    formatters.set(locale, format);
  }
  return format.format(amount);
}

/** '$1,200', 'CAD 1,200', '-£300', grouped as the page in `locale` writes them. */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  return `${amount < 0 ? '-' : ''}${prefixes[currency].symbol}${formatAmount(Math.abs(amount), locale)}`;
}

/** What stands between a range's two ends, wherever a range is printed ("$10,000-$18,000"). */
export const rangeJoin = '-';

/** A range's ends as the pages print them (['$10,000', '$18,000']), or its one amount when they match. */
export function formatMoneyRangeEnds(currency: Currency, locale: string, min: number, max?: number): [string] | [string, string] {
  if (max === undefined || max === min) return [formatMoney(min, currency, locale)];
  const { symbol, repeat } = prefixes[currency];
  return [`${symbol}${formatAmount(min, locale)}`, `${repeat ? symbol : ''}${formatAmount(max, locale)}`];
}

/** A single amount when min equals max (or max is absent), otherwise 'min-max'. */
export function formatMoneyRange(currency: Currency, locale: string, min: number, max?: number): string {
  return formatMoneyRangeEnds(currency, locale, min, max).join(rangeJoin);
}

/**
 * Low to high with each end written in full, or one amount when they match: the planner's ranges.
 * `between` words the two ends: "{min} to {max}".
 */
export function formatSpan(range: MoneyRange, format: (amount: number) => string, between: string): string {
  return range.min === range.max ? format(range.min) : fillIn(between, { min: format(range.min), max: format(range.max) });
}
