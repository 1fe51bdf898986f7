/**
 * Where a page in another language shows a text in English, the element showing it says so: the
 * overlay names, in each object it returns, the texts that stayed English and why
 * (src/lib/i18n/overlay.ts), and the component that renders a text writes the attributes below on
 * its element. `lang` makes a screen reader read it with an English voice and the browser hyphenate
 * and pick its font as English; `data-untranslated` marks a text not translated yet, which makes
 * the page show its note that parts are still in English (src/components/layout/PartsInEnglish.astro).
 * A query that makes new objects from entries carries the names along (`englishOf`, `englishTexts`).
 */
import { defaultLang } from '~/config/languages';
import { worseReason, type EnglishTexts, type MaybeEnglish, type StaysEnglish } from './overlay';

/** The attributes of an element showing English on a page in another language (none otherwise). */
export interface EnglishAttributes {
  lang?: typeof defaultLang;
  'data-untranslated'?: '';
}

/**
 * Whether `fields` of `owner` are shown in English, and why (not translated yet outweighs kept). Several
 * fields make one text ("Toronto, Ontario"), which is English only when each of them is: a name kept
 * in English inside words in the page's language ("मास्टर ऑफ़ पब्लिक हेल्थ, University of Melbourne")
 * is not an English text.
 */
export function englishOf<T extends object>(owner: T | undefined, ...fields: (keyof T & string)[]): StaysEnglish | undefined {
  const texts = (owner as MaybeEnglish | undefined)?.englishTexts;
  return texts ? englishOfAll(...fields.map((field) => texts[field])) : undefined;
}

/** The attributes for an element showing `fields` of `owner`. */
export function inEnglish<T extends object>(owner: T | undefined, ...fields: (keyof T & string)[]): EnglishAttributes {
  return attributesFor(englishOf(owner, ...fields));
}

/** The attributes for an element showing a text that stays English for `why` (or none). */
export const attributesFor = (why: StaysEnglish | undefined): EnglishAttributes =>
  why === undefined ? {} : why === 'untranslated' ? { lang: defaultLang, 'data-untranslated': '' } : { lang: defaultLang };

/** An object's `englishTexts` from its fields' (for spreading into an object made from others; nothing when none is English). */
export function englishTexts(fields: Readonly<Record<string, StaysEnglish | undefined>>): MaybeEnglish {
  const found = Object.entries(fields).filter((entry): entry is [string, StaysEnglish] => entry[1] !== undefined);
  return found.length ? { englishTexts: Object.fromEntries(found) as EnglishTexts } : {};
}

/** An object's own `englishTexts` (empty when none of its texts is English), to add to when making another from it. */
export const englishTextsOf = (owner: object | undefined): EnglishTexts => (owner as MaybeEnglish | undefined)?.englishTexts ?? {};

/** Why a text made of several is in English: only when each of them is, and not translated yet when one is not. */
export function englishOfAll(...whys: (StaysEnglish | undefined)[]): StaysEnglish | undefined {
  return whys.length === 0 || whys.includes(undefined) ? undefined : whys.reduce(worseReason, undefined);
}
