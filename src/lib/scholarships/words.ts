/**
 * A scholarship in words, from the finder's strings (src/content/strings/<lang>/scholarships.json):
 * what a part of it is worth ("£10,000 once ≈ ₹11.64 lakh", "100% of tuition"), its deadline
 * months, and the plain-text list a visitor hands to a counsellor or shares on WhatsApp.
 */
import { formatMoney } from '~/lib/money/range';
import { formatRupees, rupeesInWords } from '~/lib/money/inr';
import { monthName } from '~/lib/text/localeFormats';
import { say, type Words } from '~/lib/text/words';
import type { ScholarshipCard, ScholarshipCover } from './card';

/** "£10,000", "up to ₹10,00,000", "100% of tuition", "amount varies". */
export function worthText(cover: ScholarshipCover, words: Words): string {
  if (cover.worth === 'share') return say(words, 'worth.share', { share: cover.share! });
  if (cover.worth === 'varies' || cover.amount === undefined || cover.currency === undefined) return say(words, 'worth.varies');
  const locale = say(words, 'locale');
  const amount = cover.currency === 'INR' ? formatRupees(cover.amount, locale) : formatMoney(cover.amount, cover.currency, locale);
  return cover.upTo ? say(words, 'worth.upTo', { amount }) : amount;
}

/** "≈ ₹11.64 lakh" for an amount in another currency; undefined for rupees, shares and "varies". */
export function rupeesText(cover: ScholarshipCover, words: Words): string | undefined {
  if (cover.rupees === undefined) return undefined;
  return say(words, 'worth.rupees', {
    amount: rupeesInWords(cover.rupees, {
      locale: say(words, 'locale'),
      'money.lakh': say(words, 'money.lakh'),
      'money.crore': say(words, 'money.crore'),
    }),
  });
}

/** "November", "December or January" in the strings' language: it closes in one of them. */
export function monthsText(months: readonly number[], words: Words): string {
  const locale = say(words, 'locale');
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(months.map((month) => monthName(month, locale)));
}

/** The chosen scholarships as plain text, each with its usual deadline and official page, then the finder's address. */
export function chosenSummary(
  chosen: readonly Pick<ScholarshipCard, 'name' | 'funder' | 'link' | 'deadlineMonths'>[],
  pageUrl: string,
  words: Words,
): string {
  return [
    say(words, 'summary.heading'),
    ...chosen.map((s) =>
      s.deadlineMonths.length > 0
        ? say(words, 'summary.item', { name: s.name, funder: s.funder, months: monthsText(s.deadlineMonths, words), link: s.link })
        : say(words, 'summary.itemNoMonth', { name: s.name, funder: s.funder, link: s.link }),
    ),
    say(words, 'summary.link', { url: pageUrl }),
  ].join('\n');
}
