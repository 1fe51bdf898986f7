/**
 * The loan comparison in words, from its strings (src/content/strings/<lang>/loans.json): rates,
 * rupee amounts and ranges as the page's language writes them, and the plain-text figures a family
 * hands to a counsellor or shares.
 */
import { formatRupees, rupeesInWords, type RupeeWords } from '~/lib/money/inr';
import { numberText } from '~/lib/text/localeFormats';
import { say, type Words } from '~/lib/text/words';
import type { LenderType, RateRange } from './compare';

const rupeeWords = (words: Words): RupeeWords => ({
  locale: say(words, 'locale'),
  'money.lakh': say(words, 'money.lakh'),
  'money.crore': say(words, 'money.crore'),
});

/** "₹26,987" */
export const rupees = (amount: number, words: Words) => formatRupees(amount, say(words, 'locale'));

/** "₹25 lakh" */
export const rupeesShort = (amount: number, words: Words) => rupeesInWords(amount, rupeeWords(words));

/** "₹26,987 to ₹31,540", or one amount when both ends match; `short` writes lakh and crore. */
export function rupeeSpan(low: number, high: number, words: Words, short = false): string {
  const write = short ? rupeesShort : rupees;
  return low === high ? write(low, words) : say(words, 'amount.range', { min: write(low, words), max: write(high, words) });
}

/** "9.1% to 11.7%", "12.43% (representative APR)" */
export function ratesText(rates: RateRange, words: Words, apr = false): string {
  const locale = say(words, 'locale');
  if (rates.min === rates.max) return say(words, apr ? 'rates.apr' : 'rates.single', { rate: numberText(rates.min, locale) });
  return say(words, 'rates.range', { min: numberText(rates.min, locale), max: numberText(rates.max, locale) });
}

const typeKeys = { 'public-bank': 'type.publicBank', nbfc: 'type.nbfc', international: 'type.international' } as const satisfies Record<
  LenderType,
  string
>;
const basisKeys = { floating: 'basis.floating', fixed: 'basis.fixed', 'representative-apr': 'basis.representativeApr' } as const;

/** "Public-sector banks" */
export const typeName = (type: LenderType, words: Words) => say(words, typeKeys[type]);

/** "floating", "fixed", "representative APR" */
export const basisName = (basis: keyof typeof basisKeys, words: Words) => say(words, basisKeys[basis]);
