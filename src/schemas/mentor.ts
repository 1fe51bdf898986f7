import { z } from 'astro/zod';
import { reference } from 'astro:content';
import { order, portrait, slug, type SchemaContext } from './fields';

/** Student mentors on /community; each has a /mentors/<id> page. */
export const mentorSchema = (context: SchemaContext) =>
  z.strictObject({
    id: slug,
    order,
    name: z.string().min(3).max(60),
    role: z
      .string()
      .min(3)
      .max(60)
      .optional()
      .describe('A role in the community, e.g. "Community Mentor Lead": shown when they host an event'),
    university: reference('universities'),
    programme: z.string().min(3).max(80),
    portrait: portrait(context),
    expertise: z.array(z.string().min(2).max(40)).min(1).max(5),
    availability: z.string().min(3).max(40).describe('e.g. "3 slots this month"'),
  });
