import { getCollection } from 'astro:content';
import type { ChoiceLists } from '~/admin/collections';
import { byOrder } from './order';

/** The entries the admin offers as choices where a schema refers to a collection it does not edit. */
export async function adminChoiceLists(): Promise<ChoiceLists> {
  const [destinations, services] = await Promise.all([getCollection('destinations'), getCollection('services')]);
  return {
    destinations: destinations.map((entry) => entry.data).sort(byOrder),
    services: services.map((entry) => entry.data).sort(byOrder),
  };
}
