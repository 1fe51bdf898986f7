/**
 * Paths that show the generic coming-soon page, plus every internal path the site links to
 * that has no page of its own yet, so that no internal link lands on the 404 page.
 * Per-entry pages (a university's own page, a language course, a mentor, a webinar, an event
 * registration, a blog category) are generated from their collections in the folders of
 * src/lib/navigation/paths.ts, titled from their entry. A fixed page's title is its key's words in
 * src/content/strings/en/comingSoon.json ("page.<key>").
 */
import { comingSoonFolders } from '../lib/navigation/paths.ts';

export const comingSoonPages = [
  // Promised pages that are not built yet.
  { path: '/mentors', key: 'mentors' },
  { path: '/universities/usa', key: 'usaUniversities' },
  { path: '/success-stories', key: 'successStories' },
  { path: '/events', key: 'events' },
  { path: '/events/all', key: 'allEvents' },
  // Linked from the site, no page of their own yet.
  { path: '/webinars/all', key: 'allWebinars' },
  { path: '/mentorship/apply', key: 'mentorship' },
] as const;

const comingSoonPaths: readonly string[] = comingSoonPages.map((p) => p.path);

/** Whether a page's path (as `pagePath` in src/lib/text reads it: "/mentors/anita") shows a coming-soon page. */
export function isComingSoonPath(path: string): boolean {
  return comingSoonPaths.includes(path) || comingSoonFolders.some((folder) => path.startsWith(folder));
}
