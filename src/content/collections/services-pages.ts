import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** Icons a highlight card may show; HighlightIcon.astro maps each name to its drawing. */
export const highlightIcons = [
  'graduation-cap',
  'user-check',
  'route',
  'badge-check',
  'list-checks',
  'pen-line',
  'mail',
  'file-user',
  'calendar-clock',
  'award',
  'folder-check',
  'messages-square',
  'wallet',
  'search-check',
  'plane',
  'luggage',
  'building',
  'users',
  'file-pen',
  'shield-check',
  'map-pin',
  'bus',
] as const;

const courseLink = z
  .string()
  .regex(/^\/services\/language-training\/[a-z]+$/, 'a /services/language-training/<course> path');

/** Language-test courses (spec §2 Language Training): one card each on /services/language-training. */
export const courses = defineCollection({
  loader: file('./src/content/courses/courses.json'),
  schema: z.strictObject({
    id: z.enum(['ielts', 'toefl', 'pte', 'duolingo', 'cambridge']),
    order: z.number().int().positive().describe('Position on the page'),
    name: z.string().min(3).max(60).describe('Course name as a visitor knows the test'),
    summary: z.string().min(40).max(240),
    duration: z.string().regex(/^\d+-\d+ weeks$/, 'e.g. "4-8 weeks"'),
    hours: z.string().regex(/^\d+-\d+ hours$/, 'e.g. "30-60 hours"').describe('Total classroom hours'),
    batchSize: z
      .string()
      .regex(/^\d+-\d+$/, 'e.g. "8-10"')
      .optional()
      .describe('Students per batch; left out where the spec gives none'),
    mockTests: z
      .string()
      .min(3)
      .max(60)
      .optional()
      .describe('e.g. "8 full-length mock tests"; left out where the spec gives none'),
    levels: z.array(z.string().min(2).max(40)).optional().describe('Exams covered, e.g. B2 First'),
    oneOnOneCoaching: z
      .enum(['optional'])
      .optional()
      .describe('Set when private coaching can be added to the batch course'),
    link: courseLink,
  }),
});

/**
 * Student testimonials on the service pages (spec §3: student name, programme and university, quote,
 * five stars, photo). `service` names the page that shows the testimonial.
 */
export const serviceTestimonials = defineCollection({
  loader: file('./src/content/service-testimonials/testimonials.json'),
  schema: ({ image }) =>
    z.strictObject({
      id: z.string().regex(/^[a-z0-9-]+$/),
      service: reference('services').describe('The service page that shows this testimonial'),
      name: z.string().min(3).max(60),
      programme: z.string().min(3).max(80).describe('e.g. MS Computer Science'),
      university: z.string().min(3).max(80),
      quote: z.string().min(60).max(400),
      stars: z.literal(5).describe('Always 5 (spec §9)'),
      photo: image().describe('Portrait from npm run images:avatars, path relative to this file'),
    }),
});

/** A numbered process on a service page, one JSON file per page in src/content/service-steps/. */
export const serviceSteps = defineCollection({
  loader: glob({ pattern: '*.json', base: './src/content/service-steps' }),
  schema: z.strictObject({
    service: reference('services'),
    steps: z
      .array(
        z.strictObject({
          title: z.string().min(3).max(60),
          description: z.string().min(30).max(300),
        }),
      )
      .min(3)
      .max(8),
  }),
});

/**
 * Cards on a service page: what the service includes ("offerings"), why students choose us
 * ("differentiators") or location-and-safety advice ("safety"). One JSON file per page and section,
 * named <page>-<section>.json.
 */
export const serviceHighlights = defineCollection({
  loader: glob({ pattern: '*.json', base: './src/content/service-highlights' }),
  schema: z.strictObject({
    service: reference('services'),
    section: z.enum(['offerings', 'differentiators', 'safety']),
    items: z
      .array(
        z.strictObject({
          title: z.string().min(3).max(60),
          description: z.string().min(30).max(300),
          icon: z.enum(highlightIcons),
        }),
      )
      .min(2)
      .max(8),
  }),
});

/** Country guidance on the visa page (spec §2: USA, UK, Canada and their key visa terms). */
export const visaCountryGuides = defineCollection({
  loader: file('./src/content/visa-country-guides/guides.json'),
  schema: z.strictObject({
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
  }),
});

/** Monthly housing costs on the accommodation page, in US dollars (spec §2). */
export const housingCosts = defineCollection({
  loader: file('./src/content/housing-costs/costs.json'),
  schema: z
    .strictObject({
      id: z.enum(['dorms', 'shared', 'studios']),
      order: z.number().int().positive(),
      type: z.string().min(3).max(40).describe('Row heading, e.g. University dorms'),
      minUsd: z.number().int().positive().describe('Lower end, US dollars a month'),
      maxUsd: z.number().int().positive().describe('Upper end, US dollars a month'),
      perPerson: z.boolean().describe('True when the price is each sharer\'s part, not the whole place'),
      note: z.string().min(10).max(160),
    })
    .refine((cost) => cost.minUsd < cost.maxUsd, { message: 'minUsd must be below maxUsd', path: ['maxUsd'] }),
});

/** Every collection of the service pages, spread into content.config.ts in one line. */
export const servicePagesCollections = {
  courses,
  serviceTestimonials,
  serviceSteps,
  serviceHighlights,
  visaCountryGuides,
  housingCosts,
};
