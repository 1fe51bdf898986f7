import { defineCollection, reference } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';
import { figures } from '~/config/figures';
import { universityCountries } from '~/lib/universitySearch';

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour like #0a2b52');

/** Partner universities on /universities (spec §3 University): ten entries, four featured. */
export const universities = defineCollection({
  loader: file('./src/content/universities/universities.json'),
  schema: z.strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/, 'a lower-case slug'),
    order: z.number().int().positive().describe('Position in the grids (the spec lists them in order)'),
    name: z.string().min(3).max(80),
    country: z.enum(universityCountries),
    region: z.string().min(2).max(60).describe('State, province or nation shown after the country'),
    logo: z
      .strictObject({
        monogram: z.string().regex(/^[A-Z&]{1,4}$/, '1-4 capital letters'),
        primary: hexColour.describe('Shield colour'),
        secondary: hexColour.describe('Border and chevron colour'),
      })
      .describe('Our own crest monogram, drawn by UniversityCrest: never the university’s real logo'),
    ranking: z.string().min(3).max(60).describe('Ranking as shown on the card, e.g. "QS World #4 (2025)"'),
    programs: z.array(z.string().min(2).max(40)).min(1).max(8).describe('Searchable program areas'),
    scholarshipAmount: z
      .string()
      .regex(/^(\$|£|A\$|C\$)\d{1,3}(,\d{3})*$/, 'an amount with its currency, e.g. "$50,000" or "A$30,000"')
      .describe('Largest scholarship, shown as "Scholarship up to …"'),
    // Every university shows the same reading (spec §1): it comes from figures, and may not drift from it.
    admissionRate: z
      .literal(figures.universityAdmissionRate)
      .default(figures.universityAdmissionRate)
      .describe('Leave out: figures.universityAdmissionRate'),
    featured: z.boolean().describe('Shown in the Featured Partners grid'),
  }),
});

/** Student success stories on /universities (spec §3 Student testimonial). */
export const universityTestimonials = defineCollection({
  loader: file('./src/content/university-testimonials/university-testimonials.json'),
  schema: ({ image }) =>
    z.strictObject({
      id: z.string().regex(/^[a-z0-9-]+$/),
      name: z.string().min(3).max(60),
      photo: image().describe('Portrait from `npm run images:avatars`'),
      university: reference('universities'),
      program: z.string().min(3).max(80),
      quote: z.string().min(60).max(400),
      year: z.number().int().min(2000).max(2100).describe('Year the student started'),
    }),
});

/** The three scholarship kinds (spec §9); each shows its band from figures.scholarships. */
export const scholarships = defineCollection({
  loader: file('./src/content/scholarships/scholarships.json'),
  schema: z.strictObject({
    id: z.string().regex(/^[a-z-]+$/),
    title: z.string().min(3).max(40),
    band: z
      .enum(Object.keys(figures.scholarships) as [keyof typeof figures.scholarships])
      .describe('Which figures.scholarships reading the card shows'),
    description: z.string().min(40).max(240),
  }),
});
