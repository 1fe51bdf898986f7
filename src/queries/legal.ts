import { getCollection, getEntry } from 'astro:content';
import { dataProtectionPath } from '~/config/navigation';

/** The policy pages (privacy, terms, refunds), each a Markdown file whose name is its path. */
export const legalPages = () => getCollection('legal');

/** The data-protection notice the consent boxes refer to: its address and the date it last changed. */
export async function dataProtectionNotice() {
  const path = dataProtectionPath;
  const entry = await getEntry('legal', path.slice(1));
  if (!entry) throw new Error(`Missing src/content/legal${path}.md (the notice the consent boxes link to)`);
  return { path, updated: entry.data.lastUpdated.toISOString().slice(0, 10) };
}
