import { z } from 'astro/zod';
import { reference } from 'astro:content';
import { slug, order } from './fields';

/** Ordered journeys: the USA application process, the Canadian pathway to permanent residency. */
export const countryStepSchema = z.strictObject({
  id: slug,
  country: reference('destinations'),
  journey: z.enum(['application', 'residency']),
  order,
  title: z.string().min(3).max(60),
  description: z.string().min(30).max(400),
});
export type CountryStep = z.infer<typeof countryStepSchema>;
