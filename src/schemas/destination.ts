import { z } from 'astro/zod';
import { copyText, order } from './fields';
import { closingSchema, pageFiguresSchema, pageWordsSchema, sectionHeadingsSchema } from './pageCopy';
import { currencies } from '~/lib/money/currencies';

/**
 * A study destination (its page is /destinations/<id>): its card, its page's hero and figures, its
 * official visa page, and the words its page's sections open and close with (copy about one country
 * lives with that country).
 */

/**
 * A number worth a headline and what it counts. A marketing figure is named, never retyped:
 * "{figures.usa.colleges}"; a plain fact is written out: "1 year".
 */
const headlineFigure = z.strictObject({
  value: copyText(1, 60).describe('A figure as "{figures.usa.colleges}", or a plain fact such as "1 year"'),
  label: z.string().min(3).max(60),
});

/** How long a country page's meta description may be as search engines read it, its names filled in. */
export const descriptionShown = { min: 50, max: 160 } as const;

export const destinationSchema = z.strictObject({
  id: z.enum(['usa', 'canada', 'uk', 'australia', 'newzealand']),
  order,
  name: z.string().min(2).max(20).describe('Country name as the site writes it: "USA", "New Zealand"'),
  currency: z.enum(currencies).describe('The currency its universities and costs are quoted in'),
  inSentence: z.string().min(2).max(24).describe('How copy names it mid-sentence: "the USA", "Canada"'),
  flag: z.enum(['US', 'CA', 'GB', 'AU', 'NZ']).describe('ISO 3166 code of the flag drawing'),
  summary: copyText(60, 260).describe(
    'Two sentences shown on cards and the countries page; may name a work rule as {workRights.usa.yearsAfter}',
  ),
  // Room for the names it may hold: what it shows is held to its bounds once they are filled (src/queries/destinations.ts).
  metaDescription: copyText(descriptionShown.min, 200).describe(
    `The country page's meta description, ${descriptionShown.min}-${descriptionShown.max} characters as shown; {steps} is the number of its application steps, {workRights.newzealand.yearsAfter} a work rule`,
  ),
  headline: z.array(headlineFigure).min(2).max(3).describe('Figures shown on the destination card and the hero'),
  statistics: z
    .array(headlineFigure)
    .max(6)
    .default([])
    .describe("The full country page's 'why study here' figures; leave out for the short guide pages"),
  officialInfo: z
    .strictObject({ label: z.string().min(5).max(80), url: z.url() })
    .describe("The government's own student-visa page, linked for the latest rules"),
  sections: sectionHeadingsSchema.describe("The country page's section headings, by section (why, universities, costs …)"),
  closing: closingSchema.describe("The country page's closing invitation to a free consultation"),
  words: pageWordsSchema.default({}).describe("The country page's other words by name: buttons, short lines, paragraphs"),
  figures: pageFiguresSchema.default({}).describe("The country page's figures, as it words them, by list"),
});
export type Destination = z.infer<typeof destinationSchema>;
