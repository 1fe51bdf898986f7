import { getCollection } from './collections';
import { filledCopy } from './facts';

/**
 * The questions and answers a page shows (src/content/faqs/*.json names its page), or none; the
 * facts an answer names are filled in.
 */
export async function faqsFor(path: string) {
  const [list] = await getCollection('faqs', ({ data }) => data.page === path);
  return list ? filledCopy(`src/content/faqs/${list.id}.json`, list.data.items) : [];
}
