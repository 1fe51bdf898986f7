/**
 * The site's menus and calls to action: which fixed pages they link, in what order. Their words are
 * content (src/content/strings/en/navigation.json: "main.<key>", "quick.<key>", "popular.<key>",
 * "action.<key>"); the lists of destinations, services and policies come from their collections
 * (src/queries/navigation.ts).
 */

/** The study-abroad cost and education-loan planner. */
export const costPlannerPath = '/cost-planner';

/** Our packages and services in rupees, refunds and how we are paid. */
export const feesPath = '/fees';

/** The scholarship finder. */
export const scholarshipsPath = '/scholarships';

/** The university finder. */
export const universitiesPath = '/universities';

/** Education loans compared, with the tax rules that change their cost. */
export const educationLoansPath = '/education-loans';

/** My application timeline: scholarship deadlines a visitor adds go there in its address. */
export const timelinePath = '/timeline';

/** The planning tools, each a page whose own copy (src/content/pages/<id>.json) names and describes it. */
export const planningTools = [
  { id: 'chances', path: '/chances' },
  { id: 'timeline', path: timelinePath },
  { id: 'documents', path: '/documents' },
  { id: 'scholarships', path: scholarshipsPath },
  { id: 'education-loans', path: educationLoansPath },
] as const;
export type PlanningToolId = (typeof planningTools)[number]['id'];

/** Every 'Get Free Consultation' / 'Book a Free Consultation' button goes here. */
export const consultationPath = '/contact?purpose=consultation';

/** The same page at its "Pick a time" panel: where the shortlist and the planner offer a booked session. */
export const bookingPath = `${consultationPath}#book`;

/** Header links, in the order visitors know. */
export const mainNav = [
  { key: 'home', path: '/' },
  { key: 'about', path: '/about' },
  { key: 'destinations', path: '/destinations' },
  { key: 'services', path: '/services' },
  { key: 'universities', path: '/universities' },
  { key: 'blogs', path: '/blogs' },
  { key: 'community', path: '/community' },
  { key: 'contact', path: '/contact' },
] as const;

/** The footer's Quick Links. */
export const quickLinks = [
  { key: 'about', path: '/about' },
  { key: 'universities', path: '/universities' },
  { key: 'costPlanner', path: costPlannerPath },
  { key: 'fees', path: feesPath },
  { key: 'blogs', path: '/blogs' },
  { key: 'community', path: '/community' },
  { key: 'contact', path: '/contact' },
  { key: 'refundPolicy', path: '/refund-policy' },
] as const;

/** The 404 page's 'Popular Pages', in this order. */
export const popularPages = [
  { key: 'home', path: '/' },
  { key: 'about', path: '/about' },
  { key: 'destinations', path: '/destinations' },
  { key: 'universities', path: '/universities' },
  { key: 'contact', path: '/contact' },
] as const;

/** The policy the footer's bottom line leaves out: Quick Links has it. */
export const footerOmitsPolicy = 'refund-policy';

/** The calls to action most pages offer, each always in the same words. */
export const actions = {
  consultation: consultationPath,
  bookConsultation: consultationPath,
  contact: '/contact',
} as const;
