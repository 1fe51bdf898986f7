import { z } from 'astro/zod';
import { reference } from 'astro:content';
import { order, portrait, slug, text, type SchemaContext } from './fields';

/** A place in one page's list of stories. */
const placement = z.strictObject({ order });

/**
 * A student we guided, in their own words: one person, one story, whatever pages show it. Where it
 * appears is said by its own fields (`home`, `about`, `universitiesPage`, `servicePage`), like a
 * university's. The university is a reference when it is in the universities collection (its name,
 * city, country and crest come from there); otherwise `universityName` with its `city` and `country`.
 */
export const studentStorySchema = (context: SchemaContext) =>
  z
    .strictObject({
      id: slug.describe("The student's name as a slug, e.g. ananya-iyer"),
      name: text(3, 60),
      portrait: portrait(context),
      programme: text(2, 80).describe('e.g. "MS in Computer Science"'),
      university: reference('universities').optional().describe('A university of the universities collection, by id'),
      universityName: text(3, 80).optional().describe('Only for a university outside the collection'),
      city: text(2, 40).optional().describe('The university’s city; only with universityName'),
      country: reference('destinations').optional().describe('The university’s destination; only with universityName'),
      year: z.number().int().min(2015).max(2035).describe('Year the student started'),
      quote: text(60, 420),
      achievement: text(10, 90).optional().describe('The highlight badge; needed to appear on the about page'),
      stars: z.literal(5).describe('Always five'),
      home: placement.optional().describe('In the home page carousel'),
      about: placement.optional().describe('In the about page story viewer'),
      universitiesPage: placement.optional().describe('In "Where our students are now" on /universities (needs a university reference)'),
      servicePage: z
        .strictObject({ service: reference('services').describe('The service page, e.g. consultation'), order })
        .optional()
        .describe("In a service page's testimonials"),
    })
    .refine((story) => (story.university === undefined) !== (story.universityName === undefined), {
      message: 'give exactly one of university (an id from the universities collection) or universityName',
      path: ['university'],
    })
    .refine((story) => story.universityName === undefined || (story.city !== undefined && story.country !== undefined), {
      message: 'a universityName needs its city and country',
      path: ['universityName'],
    })
    .refine((story) => story.university === undefined || (story.city === undefined && story.country === undefined), {
      message: 'a university from the collection brings its own city and country: leave them out',
      path: ['university'],
    })
    .refine((story) => !story.about || story.achievement !== undefined, {
      message: 'a story on the about page needs an achievement',
      path: ['achievement'],
    })
    .refine((story) => !story.universitiesPage || story.university !== undefined, {
      message: 'a story on /universities shows its university’s crest: give university, not universityName',
      path: ['universitiesPage'],
    });
