/**
 * The pseudo-language's entry in src/config/languages.ts, written into that module by the build that
 * adds the pseudo-language (src/integrations/pseudoLanguage.ts), where a real language's entry is
 * written by hand.
 */
import { pseudoCode } from '../lib/i18n/pseudo';

/**
 * Its entry in the languages object: Latin script like English, and figures, dates and opening hours
 * written by Intl as the English pages write them (Intl has no data for a pseudo-locale; en-XA falls
 * back to American English), so only words differ from the English pages.
 */
const entry = `  ${pseudoCode}: {
    name: '[Þšéûđö ~~~~]',
    locale: 'en-IN',
    ogLocale: 'en_XA',
    script: 'Latin',
    hours: { weekday: 'short', clock: { hourCycle: 'h12' } },
    shortNumbers: { locale: 'en', display: 'short', smallThousands: true },
  },
`;

/** src/config/languages.ts with the pseudo-language's entry last in its languages object. */
export function withPseudoEntry(source: string): string {
  const end = /^\} as const/m.exec(source);
  if (!end) throw new Error('src/config/languages.ts: no end of the languages object ("} as const") to add the pseudo-language before');
  return source.slice(0, end.index) + entry + source.slice(end.index);
}
