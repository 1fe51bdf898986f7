/**
 * The site's routes, written out independently of its own config, so a route that moves or
 * disappears in code fails a test instead of silently changing an address people have saved.
 */
export const routes: { path: string; heading: string | RegExp; title: string | RegExp }[] = [
  { path: '/', heading: 'Start Your Journey Today!', title: /Your Pathway to Global Education/ },
  { path: '/about', heading: 'About Us', title: /^About Us \| / },
  { path: '/destinations', heading: 'Study Destinations', title: /^Study Destinations \| / },
  { path: '/destinations/usa', heading: /Study in (the )?USA/, title: /^Study in USA \| / },
  { path: '/destinations/canada', heading: 'Study in Canada', title: /^Study in Canada \| / },
  { path: '/destinations/australia', heading: 'Study in Australia', title: /^Study in Australia \| / },
  { path: '/destinations/uk', heading: /Study in (the )?UK/, title: /^Study in (the )?UK \| / },
  { path: '/destinations/newzealand', heading: 'Study in New Zealand', title: /^Study in New Zealand \| / },
  { path: '/services', heading: 'Our Services', title: /^Our Services \| / },
  { path: '/services/consultation', heading: 'Study Abroad Consultation', title: /^Study Abroad Consultation \| / },
  { path: '/services/application', heading: 'Application Support', title: /^Application Support \| / },
  { path: '/services/language-training', heading: 'Language Training', title: /^Language Training \| / },
  { path: '/services/visa-support', heading: 'Visa & Travel Support', title: /^Visa & Travel Support \| / },
  { path: '/services/accommodation', heading: 'Accommodation Assistance', title: /^Accommodation Assistance \| / },
  { path: '/universities', heading: 'Universities & Tie-Ups', title: /^Universities & Tie-Ups \| / },
  { path: '/blogs', heading: 'Resources & Blog', title: /^Resources & Blog \| / },
  { path: '/community', heading: 'Student Community & Events', title: /^Student Community & Events \| / },
  { path: '/contact', heading: 'Contact Us', title: /^Contact Us \| / },
  { path: '/privacy-policy', heading: 'Privacy Policy', title: /^Privacy Policy \| / },
  { path: '/terms-of-service', heading: 'Terms of Service', title: /^Terms of Service \| / },
  { path: '/refund-policy', heading: 'Refund Policy', title: /^Refund Policy \| / },
  { path: '/countries', heading: 'Countries We Support', title: /^Countries We Support \| / },
];

/** Paths that show the generic coming-soon page. */
export const specComingSoonPaths = [
  '/mentors',
  '/universities/usa',
  '/universities/NYU',
  '/universities/toronto',
  '/universities/Queens',
  '/universities/UCLA',
  '/universities/mit',
  '/success-stories',
  '/events',
  '/events/register/1',
  '/events/register/2',
  '/events/register/3',
  '/events/register/4',
  '/events/all',
  '/blog/category/student-life',
  '/blog/category/study-guides',
  '/services/language-training/pte',
  '/services/language-training/duolingo',
];

/** Linked from the site with no page of their own yet: they must not land on the 404 page. */
export const linkedComingSoonPaths = [
  '/services/language-training/ielts',
  '/services/language-training/toefl',
  '/services/language-training/cambridge',
  '/blog/category/tips',
  '/blog/category/updates',
  '/webinars/all',
  '/mentorship/apply',
];

export const headerLinks = [
  ['Home', '/'],
  ['About Us', '/about'],
  ['Study Destinations', '/destinations'],
  ['Services', '/services'],
  ['Universities', '/universities'],
  ['Resources & Blog', '/blogs'],
  ['Community', '/community'],
  ['Contact', '/contact'],
] as const;

/** The five service pages, each named as its heading: every list of the services links them by these names. */
export const servicePages = routes
  .filter((route) => route.path.startsWith('/services/'))
  .map((route) => ({ name: route.heading as string, path: route.path }));
