import { z } from 'astro/zod';
import { reference } from 'astro:content';
import { slug, order } from './fields';
import { currencies } from '~/lib/money/currencies';

/** Cost table rows. Amounts are whole currency units; the page formats the range. */
export const countryCostSchema = z
  .strictObject({
    id: slug,
    country: reference('destinations'),
    order,
    item: z.string().min(3).max(60),
    currency: z.enum(currencies),
    min: z.number().int().positive(),
    max: z.number().int().positive().optional().describe('Omit for a single amount'),
    period: z.enum(['per year', 'per month', 'one-off']),
    note: z.string().min(10).max(200),
  })
  .refine((row) => row.max === undefined || row.max > row.min, { message: 'max must be greater than min', path: ['max'] });
export type CountryCost = z.infer<typeof countryCostSchema>;
