import { getCollection } from './collections';
import { inOrder } from './order';
import type { Lang } from '~/config/languages';
import { mentorPath } from '~/lib/navigation/paths';

/** The student mentors in the editors' order, with their university's name and their page. */
export async function mentors(lang: Lang) {
  const [entries, universities] = await Promise.all([inOrder('mentors', lang), getCollection('universities', lang)]);
  const universityName = new Map(universities.map(({ data }) => [data.id, data.name]));
  return entries.map((data) => {
    const university = universityName.get(data.university.id);
    if (!university) throw new Error(`Mentor "${data.id}" names an unknown university "${data.university.id}"`);
    return { ...data, university, profileLink: mentorPath(data.id) };
  });
}
export type Mentor = Awaited<ReturnType<typeof mentors>>[number];
