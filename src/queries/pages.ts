import { getEntry } from 'astro:content';
import type { PlaceholderValues } from '~/lib/text/placeholders';
import type { Closing, SectionHeading } from '~/schemas/pageCopy';
import type { z } from 'astro/zod';
import type { pageFiguresSchema, pageWordsSchema } from '~/schemas/pageCopy';
import { filledCopy as filled } from './facts';
import { pageValues } from './pageValues';
import { defaultLang, type Lang } from '~/config/languages';
import { pageCopySchema } from '~/schemas/pageCopy';
import { keptEnglish } from '~/lib/i18n/overlay';
import { isPseudo, pseudoTexts } from '~/lib/i18n/pseudo';
import { textShape } from '~/lib/i18n/textShape';
import { attributesFor, englishTextsOf } from '~/lib/i18n/englishTexts';

/**
 * Page copy (src/content/pages/<page>.json): a page's hero, its section headings and its closing
 * call to action, with the facts it names and the page's computed words filled into their
 * placeholders. A page asking for copy its file lacks, or a placeholder without a value, fails the
 * build naming the file.
 */

/** Looks a section's heading up by name, filled in with the values given (facts as `lang` writes them). */
export function sectionHeadings(
  file: string,
  sections: Readonly<Record<string, SectionHeading>>,
  lang: Lang,
  values: PlaceholderValues = {},
) {
  return (name: string): SectionHeading => {
    const heading = sections[name];
    if (!heading)
      throw new Error(`${file} has no heading for the section "${name}" (it has ${Object.keys(sections).join(', ') || 'none'})`);
    return filled(`${file}, section "${name}"`, heading, lang, values);
  };
}

/** Looks one of a page's other words up by name, filled in with the values given. */
export function pageWords(file: string, words: Readonly<z.infer<typeof pageWordsSchema>>, lang: Lang, values: PlaceholderValues = {}) {
  return (name: string): string => {
    const text = words[name];
    if (text === undefined) throw new Error(`${file} has no words "${name}" (it has ${Object.keys(words).join(', ') || 'none'})`);
    return filled(`${file}, words "${name}"`, text, lang, values);
  };
}

/** The attributes of the element showing one of a page's other words: `lang="en"` where it is shown in English. */
export const wordInEnglish = (words: object) => (name: string) => attributesFor(englishTextsOf(words)[name]);

/** Looks a list of a page's figures up by name, each filled in with the facts it names. */
export function pageFigures(
  file: string,
  figures: Readonly<z.infer<typeof pageFiguresSchema>>,
  lang: Lang,
  values: PlaceholderValues = {},
) {
  return (name: string) => {
    const list = figures[name];
    if (!list) throw new Error(`${file} has no figures "${name}" (it has ${Object.keys(figures).join(', ') || 'none'})`);
    return filled(`${file}, figures "${name}"`, list, lang, values);
  };
}

const pageCopyShape = textShape(pageCopySchema);

/**
 * A page's hero, a lookup of its section headings and its closing, in the page's language
 * (src/content/pages/<lang>/<page>.json) or, until it is translated, in English, which `lang` then
 * says; the facts it names and what only its page can work out (the lengths of the lists it shows,
 * named in words in the copy's language: src/queries/pageValues.ts) filled in.
 */
export async function pageCopy(page: string, wanted: Lang) {
  const translation =
    wanted === defaultLang
      ? undefined
      : isPseudo(wanted)
        ? await pseudoCopy(page)
        : await getEntry('pageTranslations', `${wanted}/${page}`);
  const lang = translation ? wanted : defaultLang;
  const file = translation ? `src/content/pages/${lang}/${page}.json` : `src/content/pages/${page}.json`;
  const entry = translation ?? (await getEntry('pages', page));
  if (!entry) throw new Error(`Missing ${file}`);
  // Copy not translated yet is shown in English, and its texts say so where the page shows them.
  const data = lang === wanted ? entry.data : keptEnglish(entry.data, pageCopyShape, 'untranslated');
  const { hero, sections, closing, words, figures } = data;
  const values = await pageValues(page, wanted, lang);
  return {
    /** The language the copy is written in. */
    lang,
    hero: filled(`${file}, hero`, hero, lang, values),
    section: sectionHeadings(file, sections, lang, values),
    word: pageWords(file, words, lang, values),
    /** The attributes of the element showing one of the other words, and the words shown in English. */
    english: wordInEnglish(words),
    wordsInEnglish: englishTextsOf(words),
    figures: pageFigures(file, figures, lang, values),
    /** Only a page that closes with a call to action asks for it. */
    get closing(): Closing {
      if (!closing) throw new Error(`${file} has no closing call to action`);
      return filled(`${file}, closing`, closing, lang, values);
    },
  };
}

/** A page's copy in the pseudo-language: its English file's texts made pseudo. */
async function pseudoCopy(page: string) {
  const english = await getEntry('pages', page);
  return english && { ...english, data: pseudoTexts(english.data, pageCopyShape) };
}

/** A page's copy as read for it (hero, heading lookup, closing), for components a page hands it to whole. */
export type PageCopyReader = Awaited<ReturnType<typeof pageCopy>>;
