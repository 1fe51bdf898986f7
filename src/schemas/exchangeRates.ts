import { z } from 'astro/zod';
import { currencies } from '~/lib/money/currencies';
import { checked } from './fields';

/**
 * What one unit of each destination currency costs in Indian rupees, as of one date. Editors
 * update the whole set at once; every rupee figure on the site is converted with it and shown as
 * indicative, with the date.
 */
export const exchangeRatesSchema = z.strictObject({
  asOf: z.coerce.date().describe('The date the rates are for, shown as "Rates as of …"'),
  checked,
  source: z.string().min(5).max(160),
  sourceUrl: z.url(),
  // At least a paisa rather than "positive": the admin's number field can only state an inclusive bound.
  rupeesPer: z
    .strictObject(
      Object.fromEntries(currencies.map((c) => [c, z.number().min(0.01).max(1000)])) as Record<(typeof currencies)[number], z.ZodNumber>,
    )
    .describe('Rupees for one unit of each currency, e.g. "USD": 88.65'),
});
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;
