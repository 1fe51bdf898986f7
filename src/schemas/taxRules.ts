import { z } from 'astro/zod';
import { checked, text } from './fields';
import { sourcesSchema } from './sources';

const rate = z.number().min(0).max(100).multipleOf(0.01).describe('Per cent');
const rupees = z.number().int().nonnegative();

/**
 * The Indian tax rules that change what an education loan costs a family, each dated and with its
 * source: the deduction of the interest (Section 80E), TCS on money sent abroad for education, and
 * the old regime's slabs the visitor picks a rate from. Shown as indicative.
 */
export const taxRulesSchema = z.strictObject({
  interestDeduction: z.strictObject({
    section: text(2, 40).describe('The section that allows it, as families know it: "Section 80E"'),
    newSection: text(2, 60).optional().describe('The same rule’s place in the Income-tax Act, 2025, when it has moved'),
    years: z.number().int().min(1).max(20).describe('How many years it can be claimed, from the year interest is first paid'),
    regimes: z
      .array(z.enum(['old', 'new']))
      .min(1)
      .describe('The regimes that allow it'),
    sources: sourcesSchema,
    checked,
  }),
  remittance: z.strictObject({
    effective: z.coerce.date().describe('The day the rule took effect'),
    threshold: rupees.describe('Rupees a year sent abroad before TCS applies'),
    selfFundedRate: rate.describe('TCS on the part above the threshold, when the family pays from its own money'),
    loanFundedRate: rate.describe('TCS on money sent out of an education loan from a financial institution'),
    sources: sourcesSchema,
    checked,
  }),
  oldRegimeSlabs: z.strictObject({
    financialYear: z.string().regex(/^20\d\d-\d\d$/, 'like "2024-25"'),
    slabs: z
      .array(z.strictObject({ from: rupees.describe('Taxable income above which the rate applies'), rate }))
      .min(2)
      .refine((s) => s.every((slab, i) => i === 0 || slab.from > s[i - 1]!.from), 'each slab starts above the last'),
    cess: rate.describe('Health and education cess, per cent of the tax'),
    sources: sourcesSchema,
    checked,
  }),
});
export type TaxRules = z.infer<typeof taxRulesSchema>;
