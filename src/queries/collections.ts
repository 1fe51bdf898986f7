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
import { keptEnglish, overlay, translationOf, type EnglishReport } from '~/lib/i18n/overlay';
import { textShape, type TextShape } from '~/lib/i18n/textShape';
import { isPseudo, pseudoHtml, pseudoText, pseudoTexts } from '~/lib/i18n/pseudo';
import { adminImage } from '~/lib/admin/decapFields';
import { collections } from '~/content.config';
import { withFacts } from './facts';

interface Entry {
  id: string;
  collection: string;
  data: unknown;
  filePath?: string | undefined;
}

/**
 * Fills the facts each English text a page in another language keeps names: a text no longer
 * translated shows in English, facts too, so a sentence never reads half in one language; a text
 * the translation leaves out reads the same in both (a name, a figure such as "{stats.students}")
 * and takes the page's language.
 */
const keepEnglish =
  (file: string, lang: Lang): EnglishReport =>
  (text, why) =>
    withFacts(file, text, why === 'untranslated' ? defaultLang : lang);

const shapes = new Map<string, TextShape | undefined>();

/** Where a collection's texts are, from its schema (images read as the paths they are, never texts). */
function shapeOf(collection: string): TextShape | undefined {
  if (!shapes.has(collection)) {
    const schema: unknown = collections[collection as keyof typeof collections].schema;
    shapes.set(collection, textShape(typeof schema === 'function' ? schema({ image: adminImage }) : schema));
  }
  return shapes.get(collection);
}

/** An entry in `lang`. */
async function translated<E extends Entry>(entry: E, lang: Lang): Promise<E> {
  if (lang === defaultLang || !entry.filePath?.endsWith('.json')) return entry;
  const shape = shapeOf(entry.collection);
  // A folder whose files hold no words to translate (rates, settings, rules in figures) reads the same in every language.
  if (!shape || sameInEveryLanguage.has(entry.filePath.split('/').at(-2) ?? '')) return entry;
  if (isPseudo(lang)) return { ...entry, data: pseudoTexts(entry.data, shape) };
  const name = entry.filePath.replace(/^.*\/([^/]+)\.json$/, '$1');
  const path = entry.filePath.replace(/\/([^/]+)$/, `/${lang}/$1`);
  const file = (await readEntry(`${entry.collection}Translations` as CollectionKey, `${lang}/${name}`))?.data;
  const words = file === undefined ? undefined : translationOf(file, entry.id, entry.filePath.endsWith(`/${entry.id}.json`));
  const report = keepEnglish(entry.filePath, lang);
  // An entry with no translation yet is all in English.
  if (words === undefined) return { ...entry, data: keptEnglish(entry.data, shape, 'untranslated', report) };
  return { ...entry, data: overlay(entry.data, words, shape, `${path}, "${entry.id}"`, report) };
}

/** A collection's entries in `lang`, those `filter` keeps. */
export async function getCollection<C extends CollectionKey>(
  collection: C,
  lang: Lang,
  filter?: (entry: CollectionEntry<C>) => unknown,
): Promise<CollectionEntry<C>[]> {
  const entries = await Promise.all(((await readCollection(collection)) as CollectionEntry<C>[]).map((entry) => translated(entry, lang)));
  return filter ? entries.filter(filter) : entries;
}

/** One entry of a collection in `lang`, by id. */
export async function getEntry<C extends CollectionKey>(collection: C, id: string, lang: Lang): Promise<CollectionEntry<C> | undefined> {
  const entry = await (readEntry as (collection: C, id: string) => Promise<CollectionEntry<C> | undefined>)(collection, id);
  return entry && translated(entry, lang);
}

/** A rendered entry (a post, a policy) as the pseudo-language has it: made from the English entry, its texts, headings and body pseudo. */
export function pseudoEntry<E extends Entry & { rendered?: { html: string; metadata?: Record<string, unknown> } }>(entry: E): E {
  const headings = (entry.rendered?.metadata?.headings ?? []) as { text: string }[];
  return {
    ...entry,
    data: pseudoTexts(entry.data, shapeOf(entry.collection)),
    rendered: entry.rendered && {
      ...entry.rendered,
      html: pseudoHtml(entry.rendered.html),
      metadata: { ...entry.rendered.metadata, headings: headings.map((heading) => ({ ...heading, text: pseudoText(heading.text) })) },
    },
  };
}
