import { z } from 'astro/zod';
import { contact } from '~/config/site';
import { figures } from '~/config/figures';
import { serviceFacts } from '~/config/serviceFacts';
import { fillFacts, namedFacts } from '~/lib/figures/factText';
import { figurePaths } from '~/lib/figures/figurePath';

/**
 * The facts prose may name: the service pages' timings and counts, the head office's city, the
 * opening hours and reply time, and the marketing figures (as figures.<path>).
 */
const proseFacts = {
  ...serviceFacts,
  headOffice: { city: contact.address.city },
  contact: { hours: contact.hours, replyPromise: contact.replyPromise, replyWithinHours: String(contact.replyWithinHours) },
  figures,
};
const known = new Set(figurePaths(proseFacts));

/**
 * Prose of a bounded length that may name a fact as {dotted.path}, e.g. "{consultation.sessions}"
 * (src/config/serviceFacts.ts), "{headOffice.city}" or "{figures.experienceYears}"; pages receive it
 * with the facts filled in.
 */
export const factText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((text) => namedFacts(text).every((path) => known.has(path)), {
      message: `a {…} names a fact: ${[...known].map((path) => `{${path}}`).join(', ')}`,
    })
    .transform((text) => fillFacts(text, proseFacts));
