/** Entries in the order editors gave them (`order`, 1 first): every list that has one sorts this way. */
export const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;
