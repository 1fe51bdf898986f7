import { z } from 'astro/zod';
import { slug, order, type SchemaContext } from './fields';

/** A story in the about page viewer: a student and where they got in. */
export const successStorySchema = ({ image }: SchemaContext) =>
  z.strictObject({
    id: slug,
    order,
    name: z.string().min(3).max(60),
    image: image(),
    university: z.string().min(3).max(80),
    program: z.string().min(3).max(80),
    location: z.string().min(3).max(60).describe('City and country of the university'),
    year: z.number().int().min(2015).max(2030).describe('Year the student started'),
    testimonial: z.string().min(60).max(420),
    achievement: z.string().min(10).max(90).describe('The highlight shown as a badge'),
  });
export type SuccessStory = z.infer<ReturnType<typeof successStorySchema>>;
