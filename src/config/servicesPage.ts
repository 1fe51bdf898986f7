import { scholarshipsPath } from './navigation';

/**
 * The services the services page shows beside the core services, alongside every plan: each has its
 * words in the page's copy under its name ("scholarshipGuidance.title", ".text"); scholarship guidance
 * leads to the scholarship finder, career counselling has a further line.
 */
export const servicesAlongside = [
  { id: 'scholarship-guidance', name: 'scholarshipGuidance', link: scholarshipsPath },
  { id: 'career-counselling', name: 'careerCounselling', more: true },
] as const;
