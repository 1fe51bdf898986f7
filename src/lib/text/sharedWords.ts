/**
 * The words many areas share ("(opens in a new tab)", the study levels, "lakh") are written once per
 * language in strings/<lang>/common.json, so a translator mends each in one place. Every area reads
 * them as its own, with the language's `locale` (from the languages setting: a tag, not a word), so
 * code keeps asking its own area's words for them.
 */

/** The area that holds the shared words. */
export const sharedArea = 'common';

/**
 * An area's words with the shared words and the locale beside them. An area key equal to a shared
 * one (or to `locale`) fails, naming the file: it would otherwise hide the shared word unseen.
 */
export function withSharedWords<W extends Readonly<Record<string, string>>, S extends Readonly<Record<string, string>>>(
  area: string,
  words: W,
  shared: S,
  locale: string,
  file: string,
): W & S & { readonly locale: string } {
  const own = area === sharedArea ? {} : words;
  const taken = Object.keys(own).filter((key) => key === 'locale' || key in shared);
  if (taken.length) {
    const named = taken.map((key) => `"${key}"`).join(', ');
    throw new Error(
      `${file} has ${named}, which every area already gets (the shared words of the ${sharedArea} area, and locale from src/config/languages.ts): remove it there`,
    );
  }
  return { ...shared, locale, ...own } as W & S & { readonly locale: string };
}

/**
 * An area's words as its pages have them, its files read by `read` (a path below src/content/):
 * for the tests, which read the files where the build reads its collection.
 */
export const wordsFromFiles = (area: string, lang: string, locale: string, read: (path: string) => Record<string, string>) =>
  withSharedWords(
    area,
    read(`strings/${lang}/${area}.json`),
    read(`strings/${lang}/${sharedArea}.json`),
    locale,
    `src/content/strings/${lang}/${area}.json`,
  );
