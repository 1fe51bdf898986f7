import { z } from 'astro/zod';
import { slug, order } from './fields';

/** About page "Why choose us": the reasons, each with an icon from the about page's set. */
export const aboutReasonSchema = z.strictObject({
  id: slug,
  order,
  icon: z.enum(['users', 'route', 'scale', 'piggy-bank', 'file-check', 'plane-landing']).describe('Icon name'),
  title: z.string().min(3).max(50),
  description: z.string().min(40).max(220),
});
export type AboutReason = z.infer<typeof aboutReasonSchema>;
