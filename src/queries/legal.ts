import { getCollection } from 'astro:content';

/** The policy pages (privacy, terms, refunds), each a Markdown file whose name is its path. */
export const legalPages = () => getCollection('legal');
