import { getCollection } from './collections';
import { defaultLang } from '~/config/languages';
import type { ChoiceLists } from '~/admin/collections';
import { contentSources } from '~/content.config';
import { contentFiles } from '~/admin/contentFiles';
import { byOrder } from '~/lib/lists/order';

/**
 * The entries the admin offers as choices where a schema refers to a collection it does not edit, the
 * pages it edits the copy of, each area's English words, whose keys its strings forms have, and the
 * English content files its translation forms follow.
 */
export async function adminChoiceLists(): Promise<ChoiceLists> {
  const [destinations, services, pages, strings] = await Promise.all([
    getCollection('destinations', defaultLang),
    getCollection('services', defaultLang),
    getCollection('pages', defaultLang),
    getCollection('strings', defaultLang, ({ id }) => id.startsWith(`${defaultLang}/`)),
  ]);
  return {
    destinations: destinations.map((entry) => entry.data).sort(byOrder),
    services: services.map((entry) => entry.data).sort(byOrder),
    pages: pages.map((entry) => ({ id: entry.id, copy: entry.data })),
    strings: strings
      .map((entry) => ({ area: entry.id.slice('en/'.length), words: entry.data }))
      .sort((a, b) => a.area.localeCompare(b.area)),
    content: contentFiles(contentSources),
  };
}
