import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';

/** The `image()` helper Astro hands to a schema; generic so the image type flows to the pages (tests pass a stand-in). */
type ImageHelper<I extends z.ZodType> = () => I;

/** Destinations a student story can be tagged with. */
const country = z.enum(['USA', 'Canada', 'UK', 'Australia', 'New Zealand']);
const slug = z.string().regex(/^[a-z0-9-]+$/, 'a lower-case slug');

/** Home carousel (spec §3 Testimonial): three student stories, each with five stars. */
export const testimonialSchema = <I extends z.ZodType>(image: ImageHelper<I>) =>
  z.strictObject({
    id: slug,
    order: z.number().int().positive().describe('Position in the list'),
    name: z.string().min(3).max(60),
    role: z.string().min(3).max(80).describe('Programme and university, e.g. "MS Computer Science, Purdue University"'),
    image: image().describe('Square portrait, at least 160 px (npm run images:avatars)'),
    quote: z.string().min(60).max(320),
    stars: z.literal(5).describe('Always five (spec §9)'),
    country: country.describe('Destination tag shown on the slide'),
  });

export const homeTestimonials = defineCollection({
  loader: file('./src/content/home-testimonials/testimonials.json'),
  schema: ({ image }) => testimonialSchema(image),
});

/** About page viewer (spec §3 Success story): four students and where they got in. */
export const successStorySchema = <I extends z.ZodType>(image: ImageHelper<I>) =>
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
  });

export const successStories = defineCollection({
  loader: file('./src/content/success-stories/stories.json'),
  schema: ({ image }) => successStorySchema(image),
});

/** About page (spec §3 Certification): the six bodies, each with our own monogram logo. */
export const certificationSchema = <I extends z.ZodType>(image: ImageHelper<I>) =>
  z.strictObject({
    id: slug,
    order: z.number().int().positive().describe('Position in the list'),
    name: z.string().min(3).max(60),
    description: z.string().min(40).max(220),
    logo: image().describe('Our own monogram drawing (SVG), never the body\'s trademark'),
  });

export const certifications = defineCollection({
  loader: file('./src/content/certifications/certifications.json'),
  schema: ({ image }) => certificationSchema(image),
});

/** Home grid (spec §3 Featured university): four universities, each linking to its page. */
export const featuredUniversitySchema = <I extends z.ZodType>(image: ImageHelper<I>) =>
  z.strictObject({
    id: slug,
    order: z.number().int().positive().describe('Position in the grid'),
    name: z.string().min(3).max(80),
    location: z.string().min(3).max(60),
    image: image().describe('Original illustration, 16:9'),
    programs: z.array(z.enum(['Undergraduate', 'Graduate', 'PhD'])).min(1),
    link: z.string().regex(/^\/universities\/[A-Za-z-]+$/, 'a /universities/<name> path'),
  });

export const featuredUniversities = defineCollection({
  loader: file('./src/content/featured-universities/featured.json'),
  schema: ({ image }) => featuredUniversitySchema(image),
});

/** About page "Why choose us": the reasons, each with an icon from the about page's set. */
export const reasonSchema = z.strictObject({
  id: slug,
  order: z.number().int().positive().describe('Position in the grid'),
  icon: z.enum(['users', 'route', 'scale', 'piggy-bank', 'file-check', 'plane-landing']).describe('Icon name'),
  title: z.string().min(3).max(50),
  description: z.string().min(40).max(220),
});

export const aboutReasons = defineCollection({
  loader: file('./src/content/about-reasons/reasons.json'),
  schema: reasonSchema,
});
