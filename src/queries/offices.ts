import { getCollection } from 'astro:content';

/** The offices for the contact page, the head office first. */
export async function offices() {
  return (await getCollection('offices')).map(({ data }) => data).sort((a, b) => Number(b.headOffice) - Number(a.headOffice));
}
export type Office = Awaited<ReturnType<typeof offices>>[number];
