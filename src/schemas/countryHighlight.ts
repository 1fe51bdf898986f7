import { z } from 'astro/zod';
import { reference } from 'astro:content';
import { copyText, slug, order } from './fields';

/** The most characters a highlight's fact shows, its names filled in (the schema can only count the names): it sits in a card's corner. */
export const factShownMax = 30;

/** Short titled points grouped by the page section that shows them. */
export const countryHighlightSchema = z.strictObject({
  id: slug,
  country: reference('destinations'),
  topic: z
    .enum(['why', 'education', 'aid', 'visa', 'life', 'overview'])
    .describe(
      'why: reasons to study there; education: system overview; aid: financial aid; visa; life: student life; overview: short guide pages',
    ),
  order,
  title: z.string().min(3).max(60),
  fact: copyText(1, 60)
    .optional()
    .describe(
      `A short emphasised fact, e.g. "4 years" or "{workRights.uk.hours} hours a week"; at most ${factShownMax} characters as shown`,
    ),
  description: copyText(30, 400).describe('May name a work rule as {workRights.uk.hours}: see CONTENT.md'),
});
export type CountryHighlight = z.infer<typeof countryHighlightSchema>;
