import { z } from 'astro/zod';
import { reference } from 'astro:content';
import { checked, text } from './fields';

/**
 * A destination's work rules for a student (src/content/work-rights/<country>.json), written once
 * with the government page that states them and the day an editor last checked it: governments
 * change these (Canada went from 20 to 24 hours a week), and copy names them
 * ("{workRights.canada.hours}") instead of retyping them in every sentence and language.
 */
export const workRightsSchema = z.strictObject({
  country: reference('destinations').describe('The destination these rules are for'),
  hours: z
    .number()
    .int()
    .positive()
    .max(168)
    .describe(
      'The most hours a student may work during study, counted over the period below; copy names it as {workRights.<country>.hours}',
    ),
  per: z
    .enum(['week', 'fortnight'])
    .describe('The period the hours count over; the copy around the hours says it in words, so change both together'),
  yearsAfter: z
    .number()
    .multipleOf(0.5)
    .min(0.5)
    .max(10)
    .optional()
    .describe(
      'The most years of work after study a graduate permit gives; copy names it as {workRights.<country>.yearsAfter}. Leave it out where no copy names it',
    ),
  source: text(2, 80).describe(
    'Who publishes the rules, as they write their name ("IRCC", "GOV.UK"), with the page\'s name where the official visa link beside it names the same publisher: "Immigration New Zealand (post-study work visa)"',
  ),
  sourceUrl: z
    .url()
    .regex(/^https:\/\/\S+$/, "the government page's https:// address")
    .describe('The government page that states the rules'),
  checked,
});
export type WorkRights = z.infer<typeof workRightsSchema>;
