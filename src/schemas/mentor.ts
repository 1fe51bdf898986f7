import { z } from 'astro/zod';
import { reference } from 'astro:content';
import { slug, type SchemaContext } from './fields';

/** Student mentors on /community; each has a /mentors/<id> page. */
export const mentorSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    id: slug,
    name: z.string().min(3).max(60),
    university: reference('universities'),
    program: z.string().min(3).max(80),
    image: image().describe('Portrait from `npm run images:avatars`'),
    expertise: z.array(z.string().min(2).max(40)).min(1).max(5),
    availability: z.string().min(3).max(40).describe('e.g. "3 slots this month"'),
  });
export type Mentor = z.infer<ReturnType<typeof mentorSchema>>;
