import { getCollection } from 'astro:content';

/** The questions and answers a page shows (src/content/faqs/*.json names its page), or none. */
export async function faqsFor(path: string) {
  const [list] = await getCollection('faqs', ({ data }) => data.page === path);
  return list?.data.items ?? [];
}
