import { contact } from './site';
import { figures } from './figures';
import { serviceFacts } from './serviceFacts';

/**
 * The facts any copy may name in braces, each written once elsewhere: the service pages' timings
 * and counts ("{consultation.sessions}"), the head office's city, the opening hours and reply time,
 * and the marketing figures ("{figures.experienceYears}"). src/queries/facts.ts fills them in.
 */
export const copyFacts = {
  ...serviceFacts,
  headOffice: { city: contact.address.city },
  contact: { hours: contact.hours, replyPromise: contact.replyPromise, replyWithinHours: contact.replyWithinHours },
  figures,
};
