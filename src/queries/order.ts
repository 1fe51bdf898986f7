import { type CollectionEntry, type CollectionKey } from 'astro:content';
import { getCollection } from './collections';
import { byOrder } from '~/lib/lists/order';
import type { Lang } from '~/config/languages';

/** The collections whose entries carry an `order`. */
type OrderedCollection = {
  [K in CollectionKey]: CollectionEntry<K>['data'] extends { order: number } ? K : never;
}[CollectionKey];

/** A whole collection as plain entries in `lang`, in the editors' order (src/lib/lists/order.ts: ties by name). */
export async function inOrder<C extends OrderedCollection>(collection: C, lang: Lang): Promise<CollectionEntry<C>['data'][]> {
  const entries = (await getCollection(collection, lang)).map((entry) => entry.data as CollectionEntry<C>['data'] & { order: number });
  return entries.sort(byOrder);
}
