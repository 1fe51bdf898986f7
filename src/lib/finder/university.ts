import type { Currency } from '~/lib/money/currencies';
import type { EnglishTest, IntakeMonth, StudyLevel, SubjectArea } from '~/lib/universities/facts';
import type { MaybeEnglish } from '~/lib/i18n/overlay';

/**
 * A partner university as the finder receives it: plain, serialisable data for the island, with the
 * texts a page in another language shows in English named (src/lib/i18n/englishTexts.ts).
 */
export interface FinderUniversity extends MaybeEnglish {
  id: string;
  name: string;
  /** The destination's name as the page's language writes it ("USA", "अमेरिका"). */
  country: string;
  /** The destination's id ("usa"). */
  countryId: string;
  region: string;
  crest: { monogram: string; primary: string; secondary: string };
  /** "QS World #25 (2025)" */
  ranking: string;
  /** The QS World position, for sorting by ranking. */
  rank: number;
  programmes: string[];
  scholarshipUpTo?: string;
  /** The scholarships that belong to it (the scholarship finder's cards), by name and address. */
  scholarships?: { name: string; href: string }[];
  admissionRate: string;
  featured: boolean;
  levels: StudyLevel[];
  subjects: SubjectArea[];
  /** The currency its tuition and application fee are in. */
  currency: Currency;
  admissions: MaybeEnglish & {
    academicYear: string;
    /** YYYY-MM-DD */
    checked: string;
    source: string;
    tuition: { min: number; max: number };
    applicationFee: number;
    english: Partial<Record<EnglishTest, number>>;
    intakes: IntakeMonth[];
  };
}

/** A university with its tuition converted to whole rupees with the site's dated rates. */
export type PricedUniversity = FinderUniversity & { tuitionRupees: { min: number; max: number } };

/** The dated exchange rates as islands receive them. */
export interface FinderRates {
  /** YYYY-MM-DD: the day the rates are for. */
  asOf: string;
  rupeesPer: Record<Currency, number>;
}
