import { getCollection } from './collections';
import { figures } from '~/config/figures';
import { factsFor } from './facts';
import type { Lang } from '~/config/languages';

type Band = keyof typeof figures.scholarships;
const bands = Object.keys(figures.scholarships) as Band[];
const isBand = (name: string): name is Band => (bands as string[]).includes(name);

/**
 * The scholarship kinds, in the order figures.scholarships lists their bands, each with its band; a
 * band that figures.scholarships lacks fails the build naming the kind. The band reads in `lang` ("up to 100%", "100% तक").
 */
export async function scholarships(lang: Lang) {
  return (await getCollection('scholarships', lang))
    .map(({ data }) => {
      const { band } = data;
      if (!isBand(band)) {
        throw new Error(`src/content/scholarships/scholarships.json, "${data.id}": no figures.scholarships band "${band}" (bands: ${bands.join(', ')})`);
      }
      return { ...data, band, coverage: factsFor(lang).figures.scholarships[band] };
    })
    .sort((a, b) => bands.indexOf(a.band) - bands.indexOf(b.band));
}
export type Scholarship = Awaited<ReturnType<typeof scholarships>>[number];
