import { z } from 'astro/zod';

/** Country guidance on the visa page (each country's key visa terms). */
export const visaCountryGuideSchema = z.strictObject({
  id: z.enum(['usa', 'uk', 'canada']),
  order: z.number().int().positive(),
  country: z.string().min(2).max(40).describe('Shown as the card heading'),
  flag: z.enum(['US', 'GB', 'CA']).describe('ISO 3166 code for the flag drawing'),
  visa: z.string().min(3).max(60).describe('The visa or permit a student needs'),
  items: z
    .array(
      z.strictObject({
        term: z.string().min(2).max(40).describe('e.g. SEVIS, CAS, GIC'),
        detail: z.string().min(20).max(240),
      }),
    )
    .min(2),
});
export type VisaCountryGuide = z.infer<typeof visaCountryGuideSchema>;
