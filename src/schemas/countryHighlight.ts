import { z } from 'astro/zod';
import { reference } from 'astro:content';
import { slug, order } from './fields';

/** Short titled points grouped by the page section that shows them. */
export const countryHighlightSchema = z.strictObject({
  id: slug,
  country: reference('destinations'),
  topic: z
    .enum(['why', 'education', 'aid', 'visa', 'life', 'overview'])
    .describe('why: reasons to study there; education: system overview; aid: financial aid; visa; life: student life; overview: short guide pages'),
  order,
  title: z.string().min(3).max(60),
  fact: z.string().min(1).max(30).optional().describe('A short emphasised fact, e.g. "4 years"'),
  description: z.string().min(30).max(400),
});
export type CountryHighlight = z.infer<typeof countryHighlightSchema>;
