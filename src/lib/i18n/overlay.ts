/**
 * A translation laid over its English entry. A translation file has the English file's shape with
 * only the words translated (other fields may be left out): each text it gives replaces the English
 * one at the same place, list items match by position (or by `id` at the top of a list file), and
 * everything it leaves out stays English. The English is the reference and may change without the
 * translation: a text whose {placeholders} no longer match, or a list whose length differs (an
 * editor added or removed an item), shows in English until it is translated again, so no text is
 * ever shown against the wrong item. A field the English entry does not have is a translator's
 * mistake and fails the build.
 *
 * Each English text that stays is reported with why: `untranslated` when the translation no longer
 * fits it (stale placeholders, a list whose length changed, or no translation of the entry at all:
 * the page then says that part is in English), `kept` when the translation leaves it out (names,
 * codes and terms that read the same in both languages). Whoever hears of a kept text may give the
 * text to show in its place: the same words with the facts they name filled in English.
 */

type Json = unknown;

/** Why an English text stays on a page in another language. */
export type StaysEnglish = 'untranslated' | 'kept';

/** Hears of each English text an overlay keeps and where it is, and may answer with the text to show in its place. */
export type EnglishReport = (text: string, why: StaysEnglish, where: string) => string | void;

const ignore: EnglishReport = () => {};

const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
const names = (text: string) => [...text.matchAll(/\{([A-Za-z][A-Za-z0-9.]*)\}/g)].map((match) => match[1]).sort().join(', ');

/** `english` with the texts of `translation` in their places; a problem names its `where`. */
export function overlay<T>(english: T, translation: Json, where: string, report: EnglishReport = ignore): T {
  return merge(english, translation, where, report) as T;
}

/** An entry kept in English, each of its texts reported for `why` and shown as the report answers. */
export function keptEnglish<T>(value: T, why: StaysEnglish, report: EnglishReport, where = ''): T {
  if (typeof value === 'string') return (report(value, why, where) ?? value) as T;
  if (Array.isArray(value)) return value.map((item: Json, i) => keptEnglish(item, why, report, `${where}[${i}]`)) as T;
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, keptEnglish(item, why, report, `${where}.${key}`)])) as T;
  return value;
}

function merge(english: Json, translation: Json, where: string, report: EnglishReport): Json {
  if (translation === undefined || translation === null) return keptEnglish(english, 'kept', report, where);
  if (typeof english === 'string') {
    if (typeof translation === 'string' && names(english) === names(translation)) return translation;
    return keptEnglish(english, 'untranslated', report, where);
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translation) || translation.length !== english.length) return keptEnglish(english, 'untranslated', report, where);
    return english.map((item, i) => merge(item, translation[i], `${where}[${i}]`, report));
  }
  if (isObject(english)) {
    if (!isObject(translation)) return keptEnglish(english, 'untranslated', report, where);
    for (const key of Object.keys(translation)) if (!(key in english)) throw new Error(`${where}: "${key}" is not a field of the English entry`);
    return Object.fromEntries(Object.entries(english).map(([key, value]) => [key, merge(value, translation[key], `${where}.${key}`, report)]));
  }
  return english;
}

/**
 * The part of a translation file that translates one entry: the whole file for a file of one entry
 * (named by its id); in a file of many, the list item naming the entry by `id`, or the value under
 * its key when the file keeps its entries by key, as the English file does.
 */
export function translationOf(file: Json, id: string, oneEntry: boolean): Json {
  if (oneEntry) return file;
  if (Array.isArray(file)) return file.find((item: { id?: unknown }) => isObject(item) && item.id === id);
  return isObject(file) ? file[id] : undefined;
}
