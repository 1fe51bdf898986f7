import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';

/** Entries in the order editors gave them (`order`, 1 first): every list that has one sorts this way. */
export const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/** The collections whose entries carry an `order`. */
type OrderedCollection = {
  [K in CollectionKey]: CollectionEntry<K>['data'] extends { order: number } ? K : never;
}[CollectionKey];

/** A whole collection as plain entries, in the editors' order. */
export async function inOrder<C extends OrderedCollection>(collection: C): Promise<CollectionEntry<C>['data'][]> {
  const entries = (await getCollection(collection)).map((entry) => entry.data as CollectionEntry<C>['data'] & { order: number });
  return entries.sort(byOrder);
}
