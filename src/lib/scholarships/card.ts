/**
 * A scholarship as the finder receives it: plain, serialisable data, its amounts in the funder's
 * currency with the rupee equivalent worked out at build from the site's dated rates.
 */
import type { QuotedCurrency } from '~/lib/money/currencies';
import type { MaybeEnglish } from '~/lib/i18n/overlay';
import type { ScholarshipFacts } from './filters';

/** Its `note` may stay English on a page in another language (`englishTexts`). */
export interface ScholarshipCover extends MaybeEnglish {
  what: 'tuition' | 'living' | 'travel' | 'other';
  /** A share of the tuition, an amount, or no figure stated. */
  worth: 'share' | 'amount' | 'varies';
  /** Per cent of the tuition. */
  share?: number;
  amount?: number;
  currency?: QuotedCurrency;
  upTo?: boolean;
  /** The amount in whole rupees, when it is in another currency. */
  rupees?: number;
  per?: 'year' | 'month' | 'once';
  note?: string;
}

/**
 * Its texts that stay English on a page in another language are named in `englishTexts` (name, funder,
 * summary, fieldsNote, howToApply, deadlineNote), the eligibility's and each cover's in their own.
 */
export interface ScholarshipCard extends ScholarshipFacts, MaybeEnglish {
  id: string;
  name: string;
  funder: string;
  funderType: 'government' | 'trust' | 'university';
  summary: string;
  /** The universities it belongs to, by name, each with the university finder's address that lists it (an English path). */
  universities: ({ id: string; name: string; href: string } & MaybeEnglish)[];
  fieldsNote?: string;
  covers: ScholarshipCover[];
  eligibility: { marks?: string; workExperience?: string; age?: string; other?: string[] } & MaybeEnglish;
  howToApply: string;
  deadlineNote?: string;
  /** The official page. */
  link: string;
  sources: { url: string; pageDate?: string }[];
  /** YYYY-MM-DD */
  checked: string;
}

/** It pays the whole tuition: a cover of 100% of it. */
export const paysFullTuition = (covers: readonly ScholarshipCover[]) =>
  covers.some((c) => c.what === 'tuition' && c.worth === 'share' && c.share === 100);
