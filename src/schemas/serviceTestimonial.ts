import { z } from 'astro/zod';
import { reference } from 'astro:content';
import { type SchemaContext } from './fields';

/**
 * Student testimonials on the service pages (student name, programme and university, quote,
 * five stars, photo). `service` names the page that shows the testimonial.
 */
export const serviceTestimonialSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    service: reference('services').describe('The service page that shows this testimonial'),
    name: z.string().min(3).max(60),
    programme: z.string().min(3).max(80).describe('e.g. MS Computer Science'),
    university: z.string().min(3).max(80),
    quote: z.string().min(60).max(400),
    stars: z.literal(5).describe('Always 5'),
    photo: image().describe('Portrait from npm run images:avatars, path relative to this file'),
  });
export type ServiceTestimonial = z.infer<ReturnType<typeof serviceTestimonialSchema>>;
