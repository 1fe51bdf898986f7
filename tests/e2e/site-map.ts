import { headingOf, shown, titleOf } from './expected';

/**
 * The site's map as the tests expect it. Paths and the navigation are the product's own (written out
 * here, so the site is checked against them); each page's heading and title are the editors', as the
 * build shows them; coming-soon pages an entry makes follow the entries.
 */

/** Every route of the product: its path, its main heading and its browser title. */
export const routes = [
  '/',
  '/about',
  '/destinations',
  '/destinations/usa',
  '/destinations/canada',
  '/destinations/australia',
  '/destinations/uk',
  '/destinations/newzealand',
  '/services',
  '/services/consultation',
  '/services/application',
  '/services/language-training',
  '/services/visa-support',
  '/services/accommodation',
  '/universities',
  '/blogs',
  '/community',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/refund-policy',
  '/countries',
].map((path) => ({ path, heading: headingOf(path), title: titleOf(path) }));

/**
 * Paths that show the generic coming-soon page: the product's fixed ones, those linked from the site
 * before their page exists, and those an entry makes (a university's own page, an event's
 * registration, a course's page).
 */
export const comingSoonPaths = [
  '/mentors',
  '/universities/usa',
  '/success-stories',
  '/events',
  '/events/all',
  '/blog/category/student-life',
  '/blog/category/study-guides',
  '/blog/category/tips',
  '/blog/category/updates',
  '/webinars/all',
  '/mentorship/apply',
  ...shown().universities.pages.map((page) => page.path),
  ...shown().events.map((event) => event.registrationLink),
  ...shown().courses.map((course) => course.link),
];

/** The header's links, in order: their paths (their names are the navigation strings'). */
export const headerPaths = ['/', '/about', '/destinations', '/services', '/universities', '/blogs', '/community', '/contact'] as const;
