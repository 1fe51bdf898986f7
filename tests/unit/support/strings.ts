/**
 * An area's words as a page hands them to its components and islands: the area's file with the
 * shared words and the language's locale beside it, by the site's own rule (src/lib/text/sharedWords.ts).
 */
import { languages, type Lang } from '~/config/languages';
import { wordsFromFiles } from '~/lib/text/sharedWords';
import type { StringArea, Strings } from '~/queries/strings';
import { readContent } from './content';

export const wordsOf = <A extends StringArea>(area: A, lang: Lang = 'en'): Strings<A> =>
  wordsFromFiles(area, lang, languages[lang].locale, readContent) as unknown as Strings<A>;
