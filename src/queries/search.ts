import { searchPageTypes } from '~/config/search';
import { legalPath } from '~/lib/navigation/paths';
import { pageTypeFor } from '~/lib/search/pageType';
import { legalPages } from './legal';
import type { Lang } from '~/config/languages';
import { strings } from './strings';

/** The kind of page a path is, in the words site search shows above its results ("Destination"). */
export async function searchKind(path: string, lang: Lang): Promise<string> {
  const [s, policies] = await Promise.all([strings('search', lang), legalPages(lang)]);
  const rules = [...searchPageTypes, { type: 'legal' as const, paths: policies.map((policy) => legalPath(policy.id)) }];
  return s[`kind.${pageTypeFor(path, rules) ?? 'page'}`];
}
