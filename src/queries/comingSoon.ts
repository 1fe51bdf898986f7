import { comingSoonPages } from '~/config/comingSoon';
import { fillIn } from '~/lib/text/placeholders';
import type { Lang } from '~/config/languages';
import { strings } from './strings';
import { blogCategoryPages } from './blog';
import { courses } from './courses';
import { allEvents } from './events';
import { mentors } from './mentors';
import { pastRecordings } from './recordings';
import { universityPages } from './universities';

/**
 * Every coming-soon page with its title: the fixed ones of src/config/comingSoon.ts and one per
 * entry that links a page of its own (a university, a course, an event, a recording, a mentor, a
 * blog category), titled from that entry. Two entries claiming one path fail the build.
 */
export async function comingSoonPageList(lang: Lang) {
  const [universities, courseList, events, recordings, mentorList, categories, s, serviceWords] = await Promise.all([
    universityPages(lang),
    courses(lang),
    allEvents(lang),
    pastRecordings(lang),
    mentors(lang),
    blogCategoryPages(lang),
    strings('comingSoon', lang),
    strings('services', lang),
  ]);
  const entryPages = [
    ...universities,
    ...categories,
    ...courseList.map((course) => ({ path: course.link, title: fillIn(serviceWords['course.pageTitle'], { course: course.name }) })),
    ...events.map((event) => ({ path: event.registrationLink, title: fillIn(s.eventTitle, { title: event.title }) })),
    ...recordings.map((recording) => ({ path: recording.watchLink, title: recording.title })),
    ...mentorList.map((mentor) => ({ path: mentor.profileLink, title: mentor.name })),
  ];
  const byPath = new Map<string, string>(comingSoonPages.map(({ path, key }) => [path, s[`page.${key}`]]));
  for (const { path, title } of entryPages) {
    if (byPath.has(path)) throw new Error(`Two entries claim the page ${path} ("${byPath.get(path)}" and "${title}")`);
    byPath.set(path, title);
  }
  return [...byPath].map(([path, title]) => ({ path, title }));
}
