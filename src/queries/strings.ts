import { getEntry } from 'astro:content';
import { withFacts } from './facts';
import { defaultLang, languages, type Lang } from '~/config/languages';
import { sharedArea, withSharedWords } from '~/lib/text/sharedWords';
import { isPseudo, pseudoWords } from '~/lib/i18n/pseudo';
import type blog from '~/content/strings/en/blog.json';
import type booking from '~/content/strings/en/booking.json';
import type chances from '~/content/strings/en/chances.json';
import type comingSoon from '~/content/strings/en/comingSoon.json';
import common from '~/content/strings/en/common.json';
import type community from '~/content/strings/en/community.json';
import type consent from '~/content/strings/en/consent.json';
import type contact from '~/content/strings/en/contact.json';
import type contactForm from '~/content/strings/en/contactForm.json';
import type costs from '~/content/strings/en/costs.json';
import type destinations from '~/content/strings/en/destinations.json';
import type documents from '~/content/strings/en/documents.json';
import type fees from '~/content/strings/en/fees.json';
import type figureWords from '~/content/strings/en/figures.json';
import type finder from '~/content/strings/en/finder.json';
import type forms from '~/content/strings/en/forms.json';
import type home from '~/content/strings/en/home.json';
import type layout from '~/content/strings/en/layout.json';
import type legal from '~/content/strings/en/legal.json';
import type loans from '~/content/strings/en/loans.json';
import type navigation from '~/content/strings/en/navigation.json';
import type notFound from '~/content/strings/en/notFound.json';
import type planner from '~/content/strings/en/planner.json';
import type scholarships from '~/content/strings/en/scholarships.json';
import type search from '~/content/strings/en/search.json';
import type services from '~/content/strings/en/services.json';
import type shortlist from '~/content/strings/en/shortlist.json';
import type site from '~/content/strings/en/site.json';
import type stories from '~/content/strings/en/stories.json';
import type timeline from '~/content/strings/en/timeline.json';
import type tools from '~/content/strings/en/tools.json';
import type universities from '~/content/strings/en/universities.json';

/**
 * The words of components and islands, one file per area and language
 * (src/content/strings/<lang>/<area>.json). English is the reference: its keys are the ones code
 * may ask for (typed from its file below), and another language's file must have the same keys.
 * Pages and components read an area here and hand it to islands as a plain prop. Every area also
 * carries the words many share (strings/<lang>/common.json) and the language's `locale`
 * (src/lib/text/sharedWords.ts). The facts a text names ("{contact.hours}") are filled in here;
 * plain names ("{count}") are left for the code that shows the text.
 */
interface Areas {
  blog: typeof blog;
  booking: typeof booking;
  chances: typeof chances;
  comingSoon: typeof comingSoon;
  common: typeof common;
  community: typeof community;
  consent: typeof consent;
  contact: typeof contact;
  contactForm: typeof contactForm;
  costs: typeof costs;
  destinations: typeof destinations;
  documents: typeof documents;
  fees: typeof fees;
  /** The words around a figure's number (src/lib/text/wordedFigures.ts). */
  figures: typeof figureWords;
  finder: typeof finder;
  forms: typeof forms;
  home: typeof home;
  layout: typeof layout;
  legal: typeof legal;
  loans: typeof loans;
  navigation: typeof navigation;
  notFound: typeof notFound;
  planner: typeof planner;
  scholarships: typeof scholarships;
  search: typeof search;
  services: typeof services;
  shortlist: typeof shortlist;
  site: typeof site;
  stories: typeof stories;
  timeline: typeof timeline;
  /** The planning tools' link block. */
  tools: typeof tools;
  universities: typeof universities;
}
export type StringArea = keyof Areas;
/** The words every area has: the shared ones and the language's BCP 47 tag. */
type Shared = Areas[typeof sharedArea] & { locale: string };
export type Strings<A extends StringArea> = Readonly<Areas[A] & Shared>;
type SharedKey = keyof Shared;

/** An area's words as an island handed nearly all of them takes them: its own, the locale and the shared words it shows. */
export type IslandWords<A extends StringArea, K extends SharedKey = never> = WithoutShared<Strings<A>, K>;
type WithoutShared<W, K extends SharedKey> = Readonly<Omit<W, Exclude<SharedKey, K | 'locale'>>>;

/**
 * An area's words for an island that takes the whole area: without the shared words it does not
 * show, so its page's HTML carries none of them (every area has them all, counts and headings too).
 */
export function islandWords<W extends Strings<StringArea>, K extends SharedKey = never>(
  words: W,
  shown: readonly K[] = [],
): WithoutShared<W, K> {
  const kept = new Set<string>(shown);
  return Object.fromEntries(Object.entries(words).filter(([key]) => !(key in common) || kept.has(key))) as unknown as WithoutShared<W, K>;
}

/** An area's strings in a language; a missing file, or a key the English file has and this one lacks, fails the build. */
export async function strings<A extends StringArea>(area: A, lang: Lang): Promise<Strings<A>> {
  const [own, shared] = await Promise.all([areaWords(area, lang), areaWords(sharedArea, lang)]);
  return withSharedWords(area, own, shared, languages[lang].locale, fileOf(area, lang)) as unknown as Strings<A>;
}

const fileOf = (area: string, lang: string) => `src/content/strings/${lang}/${area}.json`;

/** One file's words, its facts filled in, checked against the English file's keys; the pseudo-language's made from the English file. */
async function areaWords(area: StringArea, lang: Lang): Promise<Record<string, string>> {
  if (isPseudo(lang)) {
    const english = await getEntry('strings', `${defaultLang}/${area}`);
    if (!english) throw new Error(`Missing ${fileOf(area, defaultLang)}`);
    return withFacts(fileOf(area, defaultLang), pseudoWords(english.data), lang);
  }
  const entry = await getEntry('strings', `${lang}/${area}`);
  if (!entry) throw new Error(`Missing ${fileOf(area, lang)}`);
  if (lang !== defaultLang) {
    const reference = await getEntry('strings', `${defaultLang}/${area}`);
    const missing = Object.keys(reference?.data ?? {}).filter((key) => !(key in entry.data));
    if (missing.length)
      throw new Error(`${fileOf(area, lang)} lacks ${missing.map((key) => `"${key}"`).join(', ')} (see ${fileOf(area, defaultLang)})`);
  }
  return withFacts(fileOf(area, lang), entry.data, lang);
}
