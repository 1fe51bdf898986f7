import { z } from 'astro/zod';
import { destinationName, slug, order, type SchemaContext } from './fields';

/** A student story in the home carousel, each with five stars. */
export const homeTestimonialSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    id: slug,
    order,
    name: z.string().min(3).max(60),
    role: z.string().min(3).max(80).describe('Programme and university, e.g. "MS Computer Science, Purdue University"'),
    image: image().describe('Square portrait, at least 160 px (npm run images:avatars)'),
    quote: z.string().min(60).max(320),
    stars: z.literal(5).describe('Always five'),
    country: destinationName.describe('Destination tag shown on the slide'),
  });
export type HomeTestimonial = z.infer<ReturnType<typeof homeTestimonialSchema>>;
