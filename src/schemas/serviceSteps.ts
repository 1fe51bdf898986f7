import { z } from 'astro/zod';
import { reference } from 'astro:content';
import { copyText } from './fields';

/** A numbered process on a service page, one JSON file per page in src/content/service-steps/. */
export const serviceStepsSchema = z.strictObject({
  service: reference('services'),
  steps: z
    .array(
      z.strictObject({
        title: z.string().min(3).max(60),
        description: copyText(30, 300).describe('May name a fact as {consultation.sessions}: see CONTENT.md'),
      }),
    )
    .min(3)
    .max(8),
});
export type ServiceSteps = z.infer<typeof serviceStepsSchema>;
