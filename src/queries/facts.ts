import { copyFactsIn, type FactWords } from '~/config/facts';
import { defaultLang, langCodes, type Lang } from '~/config/languages';
import { addressIn, contact } from '~/config/site';
import { fillInAll, type PlaceholderValues } from '~/lib/text/placeholders';
import { isPseudo, pseudoSource, pseudoWords } from '~/lib/i18n/pseudo';
import { rentFigures } from './rents';
import { workRightsFigures } from './workRights';

// The words around facts ("over {value}", the opening hours' sentence, the reply promise), two
// strings files per language, read as the module loads so filling copy stays synchronous (the strings collection
// validates the same files); the work rules are read the same way (src/queries/workRights.ts).
const factWords = import.meta.glob<FactWords>('/src/content/strings/*/figures.json', { eager: true, import: 'default' });
const siteWords = import.meta.glob<{ replyPromise: string }>('/src/content/strings/*/site.json', { eager: true, import: 'default' });

// The site settings' words in another language (src/content/site-settings/<lang>/contact.json):
// the office's address as that language writes it.
const settingsWords = import.meta.glob<unknown>('/src/content/site-settings/*/contact.json', { eager: true, import: 'default' });

type ReadCopyFacts = ReturnType<typeof copyFactsIn>;

/** The facts copy may name (src/config/facts.ts) in each language. */
const factsIn = Object.fromEntries(
  langCodes.map((lang): [Lang, ReadCopyFacts] => {
    // The pseudo-language's words are made from the English files.
    const from = isPseudo(lang) ? defaultLang : lang;
    const english = factWords[`/src/content/strings/${from}/figures.json`];
    const words = english && (isPseudo(lang) ? pseudoWords(english) : english);
    const siteFile = siteWords[`/src/content/strings/${from}/site.json`];
    const site = siteFile && (isPseudo(lang) ? pseudoWords(siteFile) : siteFile);
    if (!words || !site) throw new Error(`Missing src/content/strings/${lang}/figures.json or site.json`);
    const file = `site-settings/${lang}/contact.json`;
    const address = lang === defaultLang ? contact.address : addressIn(settingsWords[`/src/content/${file}`], file);
    return [
      lang,
      copyFactsIn(lang, { words, replyPromise: site.replyPromise, workRights: workRightsFigures, rents: rentFigures, address }),
    ];
  }),
) as Record<Lang, ReadCopyFacts>;

/** The facts as a page in `lang` shows them: "over 95%", "95% से ज़्यादा". */
export const factsFor = (lang: Lang): ReadCopyFacts => factsIn[lang];

/**
 * Copy read from a content file with its placeholders filled: the facts, as a page in `lang` writes
 * them, and the values the page counts itself ("{count}"). A name that is neither fails the build
 * naming the file and listing the names there are.
 */
export function filledCopy<T>(file: string, copy: T, lang: Lang, values: PlaceholderValues = {}): T {
  try {
    return fillInAll(copy, { ...factsIn[lang], ...values });
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}

/**
 * Copy with the facts it names filled in ("{contact.hours}": a fact's name always has a dot), in a
 * language, and the plain names ("{count}") left for the component or island that shows it to fill in.
 */
export function withFacts<T>(file: string, copy: T, lang: Lang): T {
  try {
    return fillInAll(copy, factsIn[lang], (name) => !name.includes('.'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}

/**
 * A filled text held to the length a visitor may read (a card's fact, a meta description): a schema
 * counts the names as written, so what they become is counted here.
 */
export function shownWithin(file: string, text: string, { min = 0, max }: { min?: number; max: number }): string {
  const { length } = pseudoSource(text);
  if (length < min || length > max) throw new Error(`${file}: "${text}" shows ${length} characters; ${min}-${max} fit`);
  return text;
}
