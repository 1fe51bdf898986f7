import { z } from 'astro/zod';
import { reference } from 'astro:content';
import { type SchemaContext } from './fields';

/** Student success stories on /universities. */
export const universityTestimonialSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(3).max(60),
    photo: image().describe('Portrait from `npm run images:avatars`'),
    university: reference('universities'),
    program: z.string().min(3).max(80),
    quote: z.string().min(60).max(400),
    year: z.number().int().min(2000).max(2100).describe('Year the student started'),
  });
export type UniversityTestimonial = z.infer<ReturnType<typeof universityTestimonialSchema>>;
