/**
 * The content collections as the queries read them: Astro's getCollection and getEntry, with each
 * entry in the language of the page being rendered (src/queries/language.ts). A translation sits
 * beside its English file in a folder named for its language, with the same name and shape
 * (src/content/services/hi/services.json for src/content/services/services.json), and gives only
 * the texts it translates (src/lib/i18n/overlay.ts); what it leaves out stays English. Page copy,
 * strings, policies and posts have their own readers (pages.ts, strings.ts, legal.ts, blog.ts).
 */
import { getCollection as readCollection, getEntry as readEntry } from 'astro:content';
import { defaultLang, sameInEveryLanguage, type Lang } from '~/config/languages';
import { keptEnglish, overlay, translationOf, type EnglishReport } from '~/lib/i18n/overlay';
import { withFacts } from './facts';
import { currentLang, keptInEnglish } from './language';

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
 * Hears of each English text a page in another language keeps, and fills the facts it names: a text
 * no longer translated shows in English, facts too, so a sentence never reads half in one language;
 * a text the translation leaves out reads the same in both (a name, a figure such as "{stats.students}")
 * and takes the page's language. It is noted as it will read, for the middleware to mark as English.
 */
const keepEnglish =
  (file: string): EnglishReport =>
  (text, why) => {
    const shown = withFacts(file, text, why === 'untranslated' ? defaultLang : currentLang());
    keptInEnglish(shown, why);
    return shown;
  };

/** An entry in the current page's language. */
async function translated<E extends Entry>(entry: E): Promise<E> {
  const lang = currentLang();
  if (lang === defaultLang || !entry.filePath?.endsWith('.json')) return entry;
  const path = entry.filePath.replace(/\/([^/]+)$/, `/${lang}/$1`);
  const file = (await translationsIn(lang)).get(path);
  const words = file === undefined ? undefined : translationOf(file, entry.id, entry.filePath.endsWith(`/${entry.id}.json`));
  if (words === undefined) {
    // An entry of a folder translated elsewhere, with no translation yet: all of it is in English.
    if (sameInEveryLanguage.has(entry.filePath.split('/').at(-2) ?? '')) return entry;
    return { ...entry, data: keptEnglish(entry.data, 'untranslated', keepEnglish(entry.filePath)) };
  }
  return { ...entry, data: overlay(entry.data, words, `${path}, "${entry.id}"`, keepEnglish(entry.filePath)) };
}

export const getCollection = (async (collection: string, filter?: (entry: Entry) => unknown) => {
  const entries = await Promise.all(((await readCollection(collection as never)) as Entry[]).map(translated));
  return filter ? entries.filter(filter) : entries;
}) as typeof readCollection;

export const getEntry = (async (...args: unknown[]) => {
  const entry = (await (readEntry as (...a: unknown[]) => Promise<Entry | undefined>)(...args));
  return entry && translated(entry);
}) as typeof readEntry;
