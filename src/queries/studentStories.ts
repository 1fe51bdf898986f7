/**
 * Student stories as the pages show them: each resolved against its university (name, city, crest)
 * and destination (country name), and listed in the order of the page that shows it.
 */
import { type CollectionEntry } from 'astro:content';
import { getCollection } from './collections';
import { byOrder } from '~/lib/lists/order';
import { englishOf, englishTexts } from '~/lib/i18n/englishTexts';
import type { MaybeEnglish } from '~/lib/i18n/overlay';
import type { Lang } from '~/config/languages';

type Entry = CollectionEntry<'studentStories'>['data'];

/** One story with its university and country spelled out (and which of its texts are in English on a page in another language). */
export interface Story extends MaybeEnglish {
  id: string;
  name: string;
  portrait: ImageMetadata;
  programme: string;
  university: string;
  /** Only for a university of the universities collection. */
  crest?: CollectionEntry<'universities'>['data']['crest'];
  city: string;
  country: string;
  year: number;
  quote: string;
  achievement?: string;
  stars: Entry['stars'];
}

async function resolvedStories(lang: Lang): Promise<(Story & { entry: Entry })[]> {
  const [stories, universities, destinations] = await Promise.all([
    getCollection('studentStories', lang),
    getCollection('universities', lang),
    getCollection('destinations', lang),
  ]);
  const universityById = new Map(universities.map(({ data }) => [data.id, data]));
  const countryName = new Map<string, string>(destinations.map(({ data }) => [data.id, data.name]));
  const where = (id: string) => `Student story "${id}" in src/content/student-stories/stories.json`;

  return stories.map(({ data }) => {
    const university = data.university && universityById.get(data.university.id);
    if (data.university && !university) throw new Error(`${where(data.id)} names an unknown university "${data.university.id}"`);
    const countryId = university ? university.country.id : data.country!.id;
    const country = countryName.get(countryId);
    if (!country) throw new Error(`${where(data.id)} names an unknown destination "${countryId}"`);
    return {
      entry: data,
      id: data.id,
      name: data.name,
      portrait: data.portrait,
      programme: data.programme,
      university: university ? university.name : data.universityName!,
      crest: university?.crest,
      city: university ? university.city : data.city!,
      country,
      year: data.year,
      quote: data.quote,
      achievement: data.achievement,
      stars: data.stars,
      ...englishTexts({
        name: englishOf(data, 'name'),
        programme: englishOf(data, 'programme'),
        university: university ? englishOf(university, 'name') : englishOf(data, 'universityName'),
        city: university ? englishOf(university, 'city') : englishOf(data, 'city'),
        country: englishOf(destinations.find((d) => d.data.id === countryId)?.data, 'name'),
        quote: englishOf(data, 'quote'),
        achievement: englishOf(data, 'achievement'),
      }),
    };
  });
}

/** The stories one place shows, in that place's order (its placement's `order`). */
async function placed(lang: Lang, placement: (entry: Entry) => { order: number } | undefined): Promise<Story[]> {
  const stories = await resolvedStories(lang);
  return stories
    .flatMap(({ entry, ...story }) => {
      const place = placement(entry);
      return place ? [{ story, order: place.order, name: story.name }] : [];
    })
    .sort(byOrder)
    .map(({ story }) => story);
}

/** The home carousel, the about viewer or "Where our students are now" on /universities. */
export const storiesOn = (page: 'home' | 'about' | 'universitiesPage', lang: Lang) => placed(lang, (entry) => entry[page]);

/** One service page's testimonials. */
export const serviceStories = (service: string, lang: Lang) =>
  placed(lang, (entry) => (entry.servicePage?.service.id === service ? entry.servicePage : undefined));
