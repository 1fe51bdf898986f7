import { getCollection } from 'astro:content';

/** The policy pages (privacy, terms, refunds), each a Markdown file whose name is its path, in the editors' order. */
export async function legalPages() {
  return (await getCollection('legal')).sort((a, b) => a.data.order - b.data.order || a.data.title.localeCompare(b.data.title));
}
