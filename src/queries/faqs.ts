import { getCollection } from './collections';
import { filledCopy } from './facts';
import type { Lang } from '~/config/languages';

/**
 * The questions and answers a page shows (src/content/faqs/*.json names its page), or none; the
 * facts an answer names are filled in.
 */
export async function faqsFor(path: string, lang: Lang) {
  const [list] = await getCollection('faqs', lang, ({ data }) => data.page === path);
  return list ? filledCopy(`src/content/faqs/${list.id}.json`, list.data.items, lang) : [];
}
