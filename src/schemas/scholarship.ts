import { z } from 'astro/zod';
import { reference } from 'astro:content';
import { quotedCurrencies } from '~/lib/money/currencies';
import { intakeMonths, studyLevels, subjectAreas } from '~/lib/universities/facts';
import { checked, slug, text } from './fields';
import { sourcesSchema } from './sources';

const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .min(1)
    .refine((items) => new Set(items.map((i) => JSON.stringify(i))).size === items.length, 'each value once');

/**
 * What one part of an award is worth: a share of the tuition, an amount in the currency the funder
 * states it in (the rupee equivalent is worked out from the site's rates, never typed), or "varies"
 * when the funder gives no figure.
 */
const cover = z
  .strictObject({
    what: z.enum(['tuition', 'living', 'travel', 'other']).describe('What the money is for'),
    worth: z
      .enum(['share', 'amount', 'varies'])
      .describe('A share of the tuition, an amount, or "varies" when the funder states no figure'),
    share: z.number().int().min(1).max(100).optional().describe('Per cent of the tuition (with "share")'),
    amount: z.number().int().positive().optional().describe('Whole units of the currency (with "amount")'),
    currency: z.enum(quotedCurrencies).optional().describe('The currency the funder states it in (with "amount")'),
    upTo: z.boolean().optional().describe('The amount is a ceiling ("up to")'),
    per: z.enum(['year', 'month', 'once']).optional().describe('How often the amount is paid; leave out for a share of the tuition'),
    note: text(3, 200).optional().describe('What the funder says about it, in a few words'),
  })
  .refine((c) => (c.worth === 'share') === (c.share !== undefined), {
    message: 'a share goes with "share", and only there',
    path: ['share'],
  })
  .refine((c) => (c.worth === 'amount') === (c.amount !== undefined && c.currency !== undefined), {
    message: 'an amount and its currency go with "amount", and only there',
    path: ['amount'],
  });

/**
 * A scholarship open to Indian students at one of the site's destinations: who funds it, who it is
 * for, what it covers, the usual deadline and where to apply. Real-world figures: each entry names
 * the pages it was read from and the day it was checked, and the site shows it as indicative.
 */
export const scholarshipSchema = z.strictObject({
  id: slug,
  name: text(3, 90).describe('As the funder names it'),
  funder: text(3, 140).describe('Who pays for it'),
  funderType: z.enum(['government', 'trust', 'university']).describe('A government, a trust or foundation, or a university'),
  summary: text(40, 260).describe('Who it is for, in a sentence: shown on its card'),
  destinations: list(reference('destinations')).describe('Where it can be used'),
  universities: z
    .array(reference('universities'))
    .optional()
    .describe('The universities it belongs to, when it is one university’s own award'),
  levels: list(z.enum(studyLevels)),
  subjects: list(z.enum(subjectAreas)).optional().describe('Leave out when it funds any subject'),
  fieldsNote: text(3, 260).optional().describe('The fields it funds in the funder’s words, when it names them'),
  covers: z.array(cover).min(1).describe('What it pays for'),
  eligibility: z
    .strictObject({
      marks: text(5, 200).optional(),
      workExperience: text(5, 200).optional(),
      age: text(5, 200).optional(),
      other: z.array(text(5, 240)).min(1).optional().describe('Nationality, income, anything else'),
    })
    .refine((e) => Object.values(e).some((v) => v !== undefined), 'at least one condition'),
  howToApply: text(20, 320),
  deadline: z
    .strictObject({
      months: list(z.enum(intakeMonths)).optional().describe('The month or months it usually closes; leave out when there is no fixed one'),
      note: text(5, 200).optional().describe('The exact date last time, or what the deadline follows'),
    })
    .refine((d) => d.months !== undefined || d.note !== undefined, 'a month or a note'),
  link: z.url().describe('The official page'),
  sources: sourcesSchema,
  checked,
});
export type Scholarship = z.infer<typeof scholarshipSchema>;
