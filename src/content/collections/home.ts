import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';

/** Destinations a student story can be tagged with. */
const country = z.enum(['USA', 'Canada', 'UK', 'Australia', 'New Zealand']);
const slug = z.string().regex(/^[a-z0-9-]+$/, 'a lower-case slug');

/** Home carousel (spec §3 Testimonial): three student stories, each with five stars. */
export const homeTestimonials = defineCollection({
  loader: file('./src/content/homeTestimonials/testimonials.json'),
  schema: ({ image }) =>
    z.strictObject({
      id: slug,
      order: z.number().int().positive().describe('Position in the list'),
      name: z.string().min(3).max(60),
      role: z.string().min(3).max(80).describe('Programme and university, e.g. "MS Computer Science, Purdue University"'),
      image: image().describe('Square portrait, at least 160 px (npm run images:avatars)'),
      quote: z.string().min(60).max(320),
      stars: z.literal(5).describe('Always five (spec §9)'),
      country: country.describe('Destination tag shown on the slide'),
    }),
});

/** About page viewer (spec §3 Success story): four students and where they got in. */
export const successStories = defineCollection({
  loader: file('./src/content/successStories/stories.json'),
  schema: ({ image }) =>
    z.strictObject({
      id: slug,
      order: z.number().int().positive().describe('Position in the list'),
      name: z.string().min(3).max(60),
      image: image(),
      university: z.string().min(3).max(80),
      program: z.string().min(3).max(80),
      location: z.string().min(3).max(60).describe('City and country of the university'),
      year: z.number().int().min(2015).max(2030).describe('Year the student started'),
      testimonial: z.string().min(60).max(420),
      achievement: z.string().min(10).max(90).describe('The highlight shown as a badge'),
    }),
});

/** About page (spec §3 Certification): the six bodies, each with our own monogram logo. */
export const certifications = defineCollection({
  loader: file('./src/content/certifications/certifications.json'),
  schema: ({ image }) =>
    z.strictObject({
      id: slug,
      order: z.number().int().positive().describe('Position in the list'),
      name: z.string().min(3).max(60),
      description: z.string().min(40).max(220),
      logo: image().describe('Our own monogram drawing (SVG), never the body\'s trademark'),
    }),
});

/** Home grid (spec §3 Featured university): four universities, each linking to its page. */
export const featuredUniversities = defineCollection({
  loader: file('./src/content/featuredUniversities/featured.json'),
  schema: ({ image }) =>
    z.strictObject({
      id: slug,
      order: z.number().int().positive().describe('Position in the grid'),
      name: z.string().min(3).max(80),
      location: z.string().min(3).max(60),
      image: image().describe('Original illustration, 16:9'),
      programs: z.array(z.enum(['Undergraduate', 'Graduate', 'PhD'])).min(1),
      link: z.string().regex(/^\/universities\/[A-Za-z-]+$/, 'a /universities/<name> path'),
    }),
});

/** About page "Why choose us": the reasons, each with an icon from the about page's set. */
export const aboutReasons = defineCollection({
  loader: file('./src/content/aboutReasons/reasons.json'),
  schema: z.strictObject({
    id: slug,
    order: z.number().int().positive().describe('Position in the grid'),
    icon: z.enum(['users', 'route', 'scale', 'piggy-bank', 'file-check', 'plane-landing']).describe('Icon name'),
    title: z.string().min(3).max(50),
    description: z.string().min(40).max(220),
  }),
});
