import { getCollection } from 'astro:content';
import { figures } from '~/config/figures';

/** The scholarship kinds, in the order figures.scholarships lists their bands, each with its band. */
export async function scholarships() {
  const bandOrder = Object.keys(figures.scholarships);
  return (await getCollection('scholarships'))
    .map(({ data }) => ({ ...data, coverage: figures.scholarships[data.band] }))
    .sort((a, b) => bandOrder.indexOf(a.band) - bandOrder.indexOf(b.band));
}
export type Scholarship = Awaited<ReturnType<typeof scholarships>>[number];
