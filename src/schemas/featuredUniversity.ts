import { z } from 'astro/zod';
import { slug, order, type SchemaContext } from './fields';

/** A university in the home grid, each linking to its page. */
export const featuredUniversitySchema = ({ image }: SchemaContext) =>
  z.strictObject({
    id: slug,
    order,
    name: z.string().min(3).max(80),
    location: z.string().min(3).max(60),
    image: image().describe('Original illustration, 16:9'),
    programs: z.array(z.enum(['Undergraduate', 'Graduate', 'PhD'])).min(1),
    link: z.string().regex(/^\/universities\/[A-Za-z-]+$/, 'a /universities/<name> path'),
  });
export type FeaturedUniversity = z.infer<ReturnType<typeof featuredUniversitySchema>>;
