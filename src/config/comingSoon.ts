/**
 * Paths that show the generic coming-soon page, plus every internal path the site links to
 * that has no page of its own yet, so that no internal link lands on the 404 page.
 * Per-entry pages (a mentor, a webinar, an event registration) are generated from their collections
 * under the prefixes below.
 */
export const comingSoonPages = [
  // Promised pages that are not built yet.
  { path: '/mentors', title: 'Student Mentors' },
  { path: '/universities/usa', title: 'Universities in the USA' },
  { path: '/universities/NYU', title: 'New York University' },
  { path: '/universities/toronto', title: 'University of Toronto' },
  { path: '/universities/Queens', title: "Queen's University" },
  { path: '/universities/UCLA', title: 'UCLA' },
  { path: '/universities/mit', title: 'MIT' },
  { path: '/success-stories', title: 'Success Stories' },
  { path: '/events', title: 'Events' },
  { path: '/events/register/1', title: 'Event Registration 1' },
  { path: '/events/register/2', title: 'Event Registration 2' },
  { path: '/events/register/3', title: 'Event Registration 3' },
  { path: '/events/register/4', title: 'Event Registration 4' },
  { path: '/events/all', title: 'All Events' },
  { path: '/blog/category/student-life', title: 'Student Life Articles' },
  { path: '/blog/category/study-guides', title: 'Study Guides' },
  { path: '/services/language-training/pte', title: 'PTE Academic Coaching' },
  { path: '/services/language-training/duolingo', title: 'Duolingo English Test Coaching' },
  // Linked from the site, no page of their own yet.
  { path: '/services/language-training/ielts', title: 'IELTS Coaching' },
  { path: '/services/language-training/toefl', title: 'TOEFL Coaching' },
  { path: '/services/language-training/cambridge', title: 'Cambridge English Coaching' },
  { path: '/blog/category/tips', title: 'Tips & Advice' },
  { path: '/blog/category/updates', title: 'News & Updates' },
  { path: '/webinars/all', title: 'All Webinars' },
  { path: '/mentorship/apply', title: 'Apply for Mentorship' },
] as const;

export const comingSoonPaths: readonly string[] = comingSoonPages.map((p) => p.path);

/** Folders whose per-entry pages (from collections) are coming-soon pages too. */
const comingSoonPrefixes = ['/mentors/', '/webinars/', '/events/register/'] as const;

/** Whether a page's path (as `pagePath` in src/lib/text reads it: "/mentors/anita") shows a coming-soon page. */
export function isComingSoonPath(path: string): boolean {
  return comingSoonPaths.includes(path) || comingSoonPrefixes.some((prefix) => path.startsWith(prefix));
}
