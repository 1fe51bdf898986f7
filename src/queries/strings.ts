import { getEntry } from 'astro:content';
import type booking from '~/content/strings/en/booking.json';
import type consent from '~/content/strings/en/consent.json';
import type fees from '~/content/strings/en/fees.json';
import type layout from '~/content/strings/en/layout.json';

/**
 * The words of components and islands, one file per area and language
 * (src/content/strings/<lang>/<area>.json). English is the reference: its keys are the ones code
 * may ask for (typed from its file below), and another language's file must have the same keys.
 * Pages and components read an area here and hand it to islands as a plain prop.
 */
interface Areas {
  booking: typeof booking;
  consent: typeof consent;
  fees: typeof fees;
  layout: typeof layout;
}
export type StringArea = keyof Areas;
export type Strings<A extends StringArea> = Readonly<Areas[A]>;

const referenceLanguage = 'en';

/** An area's strings in a language; a missing file, or a key the English file has and this one lacks, fails the build. */
export async function strings<A extends StringArea>(area: A, lang = referenceLanguage): Promise<Strings<A>> {
  const file = (language: string) => `src/content/strings/${language}/${area}.json`;
  const entry = await getEntry('strings', `${lang}/${area}`);
  if (!entry) throw new Error(`Missing ${file(lang)}`);
  if (lang !== referenceLanguage) {
    const reference = await getEntry('strings', `${referenceLanguage}/${area}`);
    const missing = Object.keys(reference?.data ?? {}).filter((key) => !(key in entry.data));
    if (missing.length) throw new Error(`${file(lang)} lacks ${missing.map((key) => `"${key}"`).join(', ')} (see ${file(referenceLanguage)})`);
  }
  return entry.data as unknown as Strings<A>;
}
