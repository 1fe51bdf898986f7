import { localeOf, type Lang } from '~/config/languages';
import { countValues } from '~/lib/text/countWord';
import type { PlaceholderValues } from '~/lib/text/placeholders';
import { strings } from './strings';

/**
 * The lengths of the lists a page shows, as its copy names them (src/lib/text/countWord.ts): for
 * `{ steps: 6 }`, `{steps}` is "Six", `{stepsInSentence}` "six" and `{stepsAll}` "All six", in
 * `lang`, so a heading never states a count its list has outgrown.
 */
export async function countsIn(lang: Lang): Promise<(counts: Readonly<Record<string, number>>) => PlaceholderValues> {
  const words = { common: await strings('common', lang), locale: localeOf(lang) };
  return (counts) => countValues(counts, words);
}
