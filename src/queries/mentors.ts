import { getCollection } from './collections';
import { inOrder } from './order';
import type { Lang } from '~/config/languages';
import { mentorPath } from '~/lib/navigation/paths';
import { englishOf, englishTexts, englishTextsOf } from '~/lib/i18n/englishTexts';

/** The student mentors in the editors' order, with their university's name and their page. */
export async function mentors(lang: Lang) {
  const [entries, universities] = await Promise.all([inOrder('mentors', lang), getCollection('universities', lang)]);
  const universityById = new Map(universities.map(({ data }) => [data.id, data]));
  return entries.map((data) => {
    const university = universityById.get(data.university.id);
    if (!university) throw new Error(`Mentor "${data.id}" names an unknown university "${data.university.id}"`);
    return {
      ...data,
      university: university.name,
      profileLink: mentorPath(data.id),
      ...englishTexts({ ...englishTextsOf(data), university: englishOf(university, 'name') }),
    };
  });
}
export type Mentor = Awaited<ReturnType<typeof mentors>>[number];
