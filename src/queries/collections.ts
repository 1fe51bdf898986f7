/**
 * The content collections as the queries read them: Astro's getCollection and getEntry, with each
 * entry in the language asked for. A translation sits beside its English file in a folder named for
 * its language, with the same name and shape (src/content/services/hi/services.json for
 * src/content/services/services.json), and gives only the texts it translates
 * (src/lib/i18n/overlay.ts); what it leaves out stays English. Page copy, strings, policies and posts
 * have their own readers (pages.ts, strings.ts, legal.ts, blog.ts).
 */
import { getCollection as readCollection, getEntry as readEntry, type CollectionEntry, type CollectionKey } from 'astro:content';
import { defaultLang, sameInEveryLanguage, type Lang } from '~/config/languages';
import { keptEnglish, overlay, translationOf, type EnglishReport, type StaysEnglish } from '~/lib/i18n/overlay';
import { withFacts } from './facts';

interface Entry {
  id: string;
  data: unknown;
  filePath?: string | undefined;
}

/** The translation files of a language, by path ("src/content/services/hi/services.json"). */
async function translationsIn(lang: Lang) {
  const entries = await readCollection('translations', (entry) => entry.id.split('/')[1] === lang);
  return new Map(entries.map((entry) => [`src/content/${entry.id}.json`, entry.data]));
}

/**
 * Fills the facts each English text a page in another language keeps names: a text no longer
 * translated shows in English, facts too, so a sentence never reads half in one language; a text
 * the translation leaves out reads the same in both (a name, a figure such as "{stats.students}")
 * and takes the page's language. `heard` is told each text as it will read.
 */
const keepEnglish =
  (file: string, lang: Lang, heard?: (text: string, why: StaysEnglish) => void): EnglishReport =>
  (text, why) => {
    const shown = withFacts(file, text, why === 'untranslated' ? defaultLang : lang);
    heard?.(shown, why);
    return shown;
  };

/** An entry in `lang`. */
async function translated<E extends Entry>(entry: E, lang: Lang, heard?: (text: string, why: StaysEnglish) => void): Promise<E> {
  if (lang === defaultLang || !entry.filePath?.endsWith('.json')) return entry;
  const path = entry.filePath.replace(/\/([^/]+)$/, `/${lang}/$1`);
  const file = (await translationsIn(lang)).get(path);
  const words = file === undefined ? undefined : translationOf(file, entry.id, entry.filePath.endsWith(`/${entry.id}.json`));
  if (words === undefined) {
    // An entry of a folder translated elsewhere, with no translation yet: all of it is in English.
    if (sameInEveryLanguage.has(entry.filePath.split('/').at(-2) ?? '')) return entry;
    return { ...entry, data: keptEnglish(entry.data, 'untranslated', keepEnglish(entry.filePath, lang, heard)) };
  }
  return { ...entry, data: overlay(entry.data, words, `${path}, "${entry.id}"`, keepEnglish(entry.filePath, lang, heard)) };
}

/** A collection's entries in `lang`, those `filter` keeps. */
export async function getCollection<C extends CollectionKey>(collection: C, lang: Lang, filter?: (entry: CollectionEntry<C>) => unknown): Promise<CollectionEntry<C>[]> {
  const entries = await Promise.all(((await readCollection(collection)) as CollectionEntry<C>[]).map((entry) => translated(entry, lang)));
  return filter ? entries.filter(filter) : entries;
}

/** One entry of a collection in `lang`, by id. */
export async function getEntry<C extends CollectionKey>(collection: C, id: string, lang: Lang): Promise<CollectionEntry<C> | undefined> {
  const entry = (await (readEntry as (collection: C, id: string) => Promise<CollectionEntry<C> | undefined>)(collection, id));
  return entry && translated(entry, lang);
}

// Collections read through other readers, or holding no entries of their own.
const notOverlaid = new Set<string>(['translations', 'strings', 'pages', 'pageTranslations', 'blog', 'blogTranslations', 'legal', 'legalTranslations']);
const englishShown = new Map<Lang, Promise<Map<string, StaysEnglish>>>();

/**
 * Every English text the collections keep in `lang`, as it reads, with why (a text not translated
 * yet outweighs the same text left out on purpose): the middleware marks them where a page shows them.
 */
export function englishTextsIn(lang: Lang, collections: readonly string[]): Promise<Map<string, StaysEnglish>> {
  if (import.meta.env.DEV) englishShown.clear();
  let found = englishShown.get(lang);
  if (!found) {
    englishShown.set(
      lang,
      (found = (async () => {
        const english = new Map<string, StaysEnglish>();
        const heard = (text: string, why: StaysEnglish) => {
          if (english.get(text) !== 'untranslated') english.set(text, why);
        };
        for (const collection of collections.filter((name) => !notOverlaid.has(name))) {
          for (const entry of (await readCollection(collection as CollectionKey)) as Entry[]) await translated(entry, lang, heard);
        }
        return english;
      })()),
    );
  }
  return found;
}
