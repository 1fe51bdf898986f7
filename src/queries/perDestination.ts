/**
 * The collections that hold one file per destination (its cost sheet, its application timeline):
 * every destination, in the destinations' order, with its one entry. A destination with none, or
 * with two, fails the build and names the folder to fix.
 */
import type { CollectionEntry } from 'astro:content';
import { getCollection } from './collections';
import { byOrder } from '~/lib/lists/order';
import type { Lang } from '~/config/languages';

/** Each such collection, as the build's error names it: what one file is, and its folder in src/content/. */
const perDestination = {
  countryCosts: { one: 'cost sheet', folder: 'country-costs' },
  applicationTimelines: { one: 'timeline', folder: 'application-timelines' },
} as const;

type PerDestination = keyof typeof perDestination;

export async function eachDestinationWith<C extends PerDestination>(collection: C, lang: Lang) {
  const [destinations, entries] = await Promise.all([
    getCollection('destinations', lang),
    getCollection(collection, lang) as Promise<CollectionEntry<PerDestination>[]>,
  ]);
  const { one, folder } = perDestination[collection];
  return destinations
    .map((entry) => entry.data)
    .sort(byOrder)
    .map((destination) => {
      const matching = entries.filter((entry) => entry.data.country.id === destination.id);
      if (matching.length !== 1) {
        throw new Error(`${destination.name} needs exactly one ${one} in src/content/${folder}/ (found ${matching.length})`);
      }
      return { destination, entry: matching[0] as CollectionEntry<C> };
    });
}
