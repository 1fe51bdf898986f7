import type { HoursStyle } from '~/lib/text/openingHours';
import type { ShortNumbers } from '~/lib/text/wordedFigures';

/**
 * The site's languages. English is the reference and lives at the site's root; every other language
 * has the same pages under /<code>/ (its routes: src/lib/i18n/routes.ts). `name` is the
 * language's own name in its own script, as the language switch shows it; `locale` is the BCP 47 tag
 * dates, numbers and plurals are formatted with; `ogLocale` is the share cards' og:locale; `script` is
 * the writing system its pages need a web font for (src/components/layout/WebFont.astro); `hours`
 * is how opening hours write their days and times (src/lib/text/openingHours.ts): "Mon" and
 * "7:00 AM" in English, "सोमवार" and "सुबह 7:00" in Hindi; `shortNumbers` is how a large count is
 * written short (src/lib/text/wordedFigures.ts): "3k" and "1M" in the site's English (millions, as
 * its figures are given), "3 हज़ार" and "10 लाख" in Hindi.
 */
export const languages = {
  en: {
    name: 'English',
    locale: 'en-IN',
    ogLocale: 'en_IN',
    script: 'Latin',
    hours: { weekday: 'short', clock: { hourCycle: 'h12' } },
    shortNumbers: { locale: 'en', display: 'short', smallThousands: true },
    // The policies' "Last Updated" date as they have always written it ("April 10, 2025").
    policyDates: 'en-US',
  },
  hi: {
    name: 'हिन्दी',
    locale: 'hi-IN',
    ogLocale: 'hi_IN',
    script: 'Devanagari',
    hours: { weekday: 'long', clock: { dayPeriod: 'short' } },
    shortNumbers: { locale: 'hi-IN', display: 'long' },
  },
} as const satisfies Record<string, { hours: HoursStyle; shortNumbers: ShortNumbers } & Record<string, unknown>>;

export type Lang = keyof typeof languages;

export const defaultLang: Lang = 'en';

export const langCodes = Object.keys(languages) as Lang[];

/** The BCP 47 tag a language's dates, numbers and plurals are written with ('en-IN', 'hi-IN'). */
export const localeOf = (lang: Lang): string => languages[lang].locale;

/** The locale a policy's "Last Updated" date is written in: the language's own, unless it names another for the policies. */
export const policyDateLocale = (lang: Lang): string => {
  const entry: { locale: string; policyDates?: string } = languages[lang];
  return entry.policyDates ?? entry.locale;
};

/** The codes as the path helpers of src/lib/i18n take them. */
export const languageCodes = { codes: langCodes, reference: defaultLang };

/**
 * Content folders whose files hold no words to translate (the site's settings, exchange rates,
 * grade conversions, offices, work rules: figures, dates and sources' names): every language reads
 * them as they are. The glossaries too: each is one language's own file (glossary/<code>.json).
 */
export const sameInEveryLanguage: ReadonlySet<string> = new Set([
  'site-settings',
  'exchange-rates',
  'grade-conversions',
  'offices',
  'work-rights',
  'glossary',
]);

/**
 * Content folders whose translations are whole files read instead of the English one (page copy,
 * strings); every other folder's translation gives only the texts it translates, laid over the
 * English entry (src/lib/i18n/overlay.ts).
 */
export const translatedWhole: ReadonlySet<string> = new Set(['pages', 'strings']);
