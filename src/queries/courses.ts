import type { Lang } from '~/config/languages';
import { inOrder } from './order';
import { coursePath } from '~/lib/navigation/paths';

/** The language courses in page order, each with the address of its own page. */
export async function courses(lang: Lang) {
  return (await inOrder('courses', lang)).map((course) => ({ ...course, link: coursePath(course.id) }));
}
export type Course = Awaited<ReturnType<typeof courses>>[number];
