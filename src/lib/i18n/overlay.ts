/**
 * A translation laid over its English entry. A translation gives only the entry's texts (the fields
 * its TextShape names, src/lib/i18n/textShape.ts), each optional: a text it gives replaces the
 * English one at the same place, list items match by position (or by `id` at the top of a list
 * file), and everything it leaves out stays English. The English is the reference and may change
 * without the translation: a text whose {placeholders} no longer match, or a list whose length
 * differs (an editor added or removed an item), shows in English until it is translated again, so no
 * text is ever shown against the wrong item.
 *
 * The result says which of its texts are in English, where a page shows them: every object holding a
 * text (or a list of texts) that stays English gets `englishTexts`, naming those fields with why:
 * `untranslated` when the translation no longer fits it or there is none (the page says that part is
 * in English), `kept` when the translation leaves it out (names and terms that read the same in both
 * languages). A text left out without English words in it (a figure such as "98%") is in no language
 * and is not named; one not translated yet is, as its figures are written the English way ("1M+",
 * where Hindi writes "10 लाख+"). Whoever hears of a kept text may give the text to show in its place: the same words with
 * the facts they name filled in.
 */
import { readsAsEnglish } from './script';
import type { TextShape } from './textShape';

type Json = unknown;

/** Why an English text stays on a page in another language. */
export type StaysEnglish = 'untranslated' | 'kept';

/** The texts of an object (by field) shown in English on a page in another language, and why. */
export type EnglishTexts = Readonly<Record<string, StaysEnglish>>;

/** An object as the overlay returns it: with `englishTexts` when some of its texts are in English. */
export interface MaybeEnglish {
  englishTexts?: EnglishTexts;
}

/** Hears of each English text an overlay keeps and where it is, and may answer with the text to show in its place. */
export type EnglishReport = (text: string, why: StaysEnglish, where: string) => string | void;

const ignore: EnglishReport = () => {};

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
/** The names a text's placeholders give, in order: a translation must give the same. */
export const placeholderNames = (text: string) =>
  [...text.matchAll(/\{([A-Za-z][A-Za-z0-9.]*)\}/g)]
    .map((match) => match[1])
    .sort()
    .join(', ');
/** Of two reasons a text is in English, the one a page must say: not translated yet outweighs kept. */
export const worseReason = (a: StaysEnglish | undefined, b: StaysEnglish | undefined): StaysEnglish | undefined =>
  a === 'untranslated' || b === 'untranslated' ? 'untranslated' : (a ?? b);

/** A value, and for a text or a list of texts, why it is in English. */
interface Merged {
  value: Json;
  stays?: StaysEnglish | undefined;
}

/** `english` with the texts of `translation` in their places; a problem names its `where`. */
export function overlay<T>(english: T, translation: Json, shape: TextShape | undefined, where: string, report: EnglishReport = ignore): T {
  return merge(english, translation, shape, where, report).value as T;
}

/** An entry with no translation: each of its texts in English for `why`, shown as the report answers. */
export function keptEnglish<T>(value: T, shape: TextShape | undefined, why: StaysEnglish, report: EnglishReport = ignore): T {
  return keep(value, shape, why, report, '').value as T;
}

function keep(value: Json, shape: TextShape | undefined, why: StaysEnglish, report: EnglishReport, where: string): Merged {
  return merge(value, undefined, shape, where, report, why);
}

/** `absent` is why a text the translation does not give stays English: left out on purpose, or none of its group translated. */
function merge(
  english: Json,
  translation: Json,
  shape: TextShape | undefined,
  where: string,
  report: EnglishReport,
  absent: StaysEnglish = 'kept',
): Merged {
  if (shape === undefined || english === undefined || english === null) return { value: english };
  if ('text' in shape) {
    if (typeof english !== 'string') return { value: english };
    if (typeof translation === 'string' && placeholderNames(english) === placeholderNames(translation)) return { value: translation };
    const why = translation === undefined || translation === null ? absent : 'untranslated';
    const shown = report(english, why, where) ?? english;
    return { value: shown, stays: why === 'untranslated' || readsAsEnglish(shown) ? why : undefined };
  }
  if ('items' in shape) {
    if (!Array.isArray(english)) return { value: english };
    const given = translation === undefined || translation === null ? undefined : translation;
    if (given !== undefined && (!Array.isArray(given) || given.length !== english.length))
      return keep(english, shape, 'untranslated', report, where);
    const items = english.map((item: Json, i) =>
      merge(item, (given as Json[] | undefined)?.[i], shape.items, `${where}[${i}]`, report, absent),
    );
    return {
      value: items.map((item) => item.value),
      stays: items.reduce<StaysEnglish | undefined>((found, item) => worseReason(found, item.stays), undefined),
    };
  }
  if (!isObject(english)) return { value: english };
  const given = translation === undefined || translation === null ? {} : translation;
  if (!isObject(given)) return keep(english, shape, 'untranslated', report, where);
  const fields = 'values' in shape ? Object.fromEntries(Object.keys(english).map((key) => [key, shape.values])) : shape.fields;
  for (const key of Object.keys(given))
    if (!(key in fields) || !(key in english)) throw new Error(`${where}: "${key}" is not a text of the English entry`);
  const englishTexts: Record<string, StaysEnglish> = {};
  const value = Object.fromEntries(
    Object.entries(english).map(([key, field]) => {
      const merged = merge(field, given[key], fields[key], `${where}.${key}`, report, absent);
      if (merged.stays) englishTexts[key] = merged.stays;
      return [key, merged.value];
    }),
  );
  return { value: Object.keys(englishTexts).length ? { ...value, englishTexts } : value };
}

/**
 * The part of a translation file that translates one entry: the whole file for a file of one entry
 * (named by its id); in a file of many, the list item naming the entry by `id` (without its `id`),
 * or the value under its key when the file keeps its entries by key, as the English file does.
 */
export function translationOf(file: Json, id: string, oneEntry: boolean): Json {
  if (oneEntry) return file;
  if (Array.isArray(file)) {
    const item = file.find((entry: { id?: unknown }) => isObject(entry) && entry.id === id) as Record<string, Json> | undefined;
    if (!item) return undefined;
    const { id: _id, ...words } = item;
    return words;
  }
  return isObject(file) ? file[id] : undefined;
}
