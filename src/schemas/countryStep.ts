import { z } from 'astro/zod';
import { reference } from 'astro:content';
import { copyText, slug, order } from './fields';

/** Ordered journeys: the USA application process, the Canadian pathway to permanent residency. */
export const countryStepSchema = z.strictObject({
  id: slug,
  country: reference('destinations'),
  journey: z.enum(['application', 'residency']),
  order,
  title: z.string().min(3).max(60),
  description: copyText(30, 400).describe('May name a work rule as {workRights.canada.yearsAfter}: see CONTENT.md'),
});
export type CountryStep = z.infer<typeof countryStepSchema>;
