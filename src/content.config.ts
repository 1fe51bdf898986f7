/**
 * Content collections: every list the site shows lives in src/content as Markdown, JSON or YAML and is
 * checked here by a strict zod schema at build time. Each area's collections are defined in
 * src/content/collections/<area>.ts and gathered here (one line per area).
 */
import { legal } from './content/collections/legal';
import { faqs, services } from './content/collections/shared';
import { servicePagesCollections } from './content/collections/services-pages';
import { offices } from './content/collections/contact';
import { destinationCollections } from './content/collections/destinations';
import { scholarships, universities, universityTestimonials } from './content/collections/universities';
import { communityBenefits, events, mentors, recordings } from './content/collections/community';
import { blog, blogCategories } from './content/collections/blog';
import { aboutReasons, certifications, featuredUniversities, homeTestimonials, successStories } from './content/collections/home';

export const collections = {
  legal,
  services,
  faqs,
  ...servicePagesCollections,
  offices,
  ...destinationCollections,
  universities,
  universityTestimonials,
  scholarships,
  events,
  recordings,
  mentors,
  communityBenefits,
  blogCategories,
  blog,
  homeTestimonials,
  successStories,
  certifications,
  featuredUniversities,
  aboutReasons,
};
