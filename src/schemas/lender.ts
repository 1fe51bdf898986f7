import { z } from 'astro/zod';
import { reference } from 'astro:content';
import { quotedCurrencies } from '~/lib/money/currencies';
import { checked, slug, text } from './fields';
import { sourcesSchema } from './sources';

/** Per cent a year, to two decimals (10.5 for 10.5%). */
const percent = z.number().min(0).max(40).multipleOf(0.01);

/** One of a few kinds of figure; an amount goes with its currency and, if it is a ceiling, "up to". */
const figure = <K extends string>(kinds: readonly [K, ...K[]], describe: string) =>
  z
    .strictObject({
      kind: z.enum(kinds).describe(describe),
      amount: z.number().int().positive().optional().describe('Whole units of the currency (with "amount")'),
      currency: z.enum(quotedCurrencies).optional().describe('With "amount"'),
      percent: z.number().min(0).max(10).multipleOf(0.01).optional().describe('Per cent of the loan (with "percent")'),
      upTo: z.boolean().optional().describe('The figure is a ceiling ("up to")'),
    })
    .refine((f) => (f.kind === 'amount') === (f.amount !== undefined && f.currency !== undefined), {
      message: 'an amount and its currency go with "amount"',
      path: ['amount'],
    })
    .refine((f) => (f.kind === 'percent') === (f.percent !== undefined), { message: 'a percent goes with "percent"', path: ['percent'] });

/**
 * A lender of education loans for study abroad: a public-sector bank, an Indian NBFC or a lender
 * abroad, with the terms it publishes. Real-world figures: each entry names the pages it was read
 * from and the day it was checked; the site shows them as indicative and never ranks lenders by
 * anything but the visitor's own figures.
 */
export const lenderSchema = z.strictObject({
  id: slug,
  name: text(2, 60).describe('The lender, as families know it'),
  product: text(2, 80).describe('The loan’s own name, e.g. "Global Ed-Vantage"'),
  type: z.enum(['public-bank', 'nbfc', 'international']).describe('A public-sector bank, an Indian NBFC or a lender abroad'),
  interest: z
    .strictObject({
      min: percent.describe('Lowest published rate, per cent a year'),
      max: percent.describe('Highest published rate, per cent a year'),
      basis: z
        .enum(['floating', 'fixed', 'representative-apr'])
        .describe('Floating (linked to a benchmark), fixed, or a representative APR with fees'),
      note: text(5, 200).optional(),
    })
    .refine((r) => r.max >= r.min, { message: 'max must not be below min', path: ['max'] }),
  withoutCollateral: figure(
    ['amount', 'none', 'varies'],
    'How much it lends without collateral: an amount, "none" (always secured) or "varies"',
  ),
  collateral: text(5, 260).describe('What it accepts as security'),
  coApplicant: text(5, 260).describe('Who must sign with the student'),
  moratorium: text(5, 200).describe('When repayment starts, and what is paid before'),
  processingFee: figure(['percent', 'amount', 'none', 'varies'], 'A share of the loan, an amount, "none" or "varies"'),
  processingFeeNote: text(5, 200).optional(),
  margin: text(3, 200).describe('What the family pays itself (the margin money)'),
  destinations: z.array(reference('destinations')).min(1).describe('Destinations it lends for'),
  coverNote: text(5, 260).describe('Which universities or courses it lends for'),
  link: z.url().describe('The official page'),
  sources: sourcesSchema,
  checked,
});
export type Lender = z.infer<typeof lenderSchema>;
