/** Words in Latin script and none in Devanagari: a text a screen reader should read as English. */
export const readsAsEnglish = (text: string) => /[A-Za-z]{2}/.test(text) && !/[\u0900-\u097F]/.test(text);

/**
 * The `lang` a text kept in English needs where it shows (a source's name, a post's tags): "en" on a
 * page in another language (`locale` is the page's, "hi" or "hi-IN"), none on an English page or for
 * a text written in the page's own script, whose language is the page's.
 */
export const englishLang = (text: string, locale: string | undefined): 'en' | undefined =>
  locale !== undefined && !/^en\b/.test(locale) && readsAsEnglish(text) ? 'en' : undefined;
