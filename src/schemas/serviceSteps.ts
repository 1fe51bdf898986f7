import { z } from 'astro/zod';
import { reference } from 'astro:content';

/** A numbered process on a service page, one JSON file per page in src/content/service-steps/. */
export const serviceStepsSchema = z.strictObject({
  service: reference('services'),
  steps: z
    .array(
      z.strictObject({
        title: z.string().min(3).max(60),
        description: z.string().min(30).max(300),
      }),
    )
    .min(3)
    .max(8),
});
export type ServiceSteps = z.infer<typeof serviceStepsSchema>;
