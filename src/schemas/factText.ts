import { z } from 'astro/zod';
import { contact } from '~/config/site';
import { serviceFacts } from '~/config/serviceFacts';
import { fillFacts, namedFacts } from '~/lib/figures/factText';
import { figurePaths } from '~/lib/figures/figurePath';

/** The facts prose may name: the service pages' timings and counts, and the head office's city. */
const proseFacts = { ...serviceFacts, headOffice: { city: contact.address.city } };
const known = new Set(figurePaths(proseFacts));

/**
 * Prose of a bounded length that may name a fact as {dotted.path}, e.g. "{consultation.sessions}"
 * (src/config/serviceFacts.ts) or "{headOffice.city}"; pages receive it with the facts filled in.
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
