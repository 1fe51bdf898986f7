/**
 * Content collections: every list the site shows lives in src/content as Markdown, JSON or YAML and is
 * checked here by a strict zod schema at build time. Each area's collections are defined in
 * src/content/collections/<area>.ts and gathered here (one line per area).
 */
import { legal } from './content/collections/legal';
import { faqs, services } from './content/collections/shared';
import { aboutReasons, certifications, featuredUniversities, homeTestimonials, successStories } from './content/collections/home';

export const collections = {
  legal,
  services,
  faqs,
  homeTestimonials,
  successStories,
  certifications,
  featuredUniversities,
  aboutReasons,
};
