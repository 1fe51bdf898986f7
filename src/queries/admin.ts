import { getCollection } from 'astro:content';
import type { ChoiceLists } from '~/admin/collections';
import { byOrder } from '~/lib/lists/order';

/** The entries the admin offers as choices where a schema refers to a collection it does not edit, and the pages it edits the copy of. */
export async function adminChoiceLists(): Promise<ChoiceLists> {
  const [destinations, services, pages] = await Promise.all([getCollection('destinations'), getCollection('services'), getCollection('pages')]);
  return {
    destinations: destinations.map((entry) => entry.data).sort(byOrder),
    services: services.map((entry) => entry.data).sort(byOrder),
    pages: pages.map((entry) => ({ id: entry.id, copy: entry.data })),
  };
}
