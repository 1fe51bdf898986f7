import { z } from 'astro/zod';

/** Monthly housing costs on the accommodation page, in US dollars. */
export const housingCostSchema = z
  .strictObject({
    id: z.enum(['dorms', 'shared', 'studios']),
    order: z.number().int().positive(),
    type: z.string().min(3).max(40).describe('Row heading, e.g. University dorms'),
    minUsd: z.number().int().positive().describe('Lower end, US dollars a month'),
    maxUsd: z.number().int().positive().describe('Upper end, US dollars a month'),
    perPerson: z.boolean().describe('True when the price is each sharer\'s part, not the whole place'),
    note: z.string().min(10).max(160),
  })
  .refine((cost) => cost.minUsd < cost.maxUsd, { message: 'minUsd must be below maxUsd', path: ['maxUsd'] });
export type HousingCost = z.infer<typeof housingCostSchema>;
