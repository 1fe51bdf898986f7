import { z } from 'astro/zod';
import { copyText, order } from './fields';

/** A service the consultancy offers: the home grid, the services page and each service page (/services/<id>) show it. */
export const serviceSchema = z.strictObject({
  id: z.string().regex(/^[a-z-]+$/),
  order,
  icon: z.enum(['compass', 'file-text', 'languages', 'plane', 'house']).describe('Icon name from the icon set'),
  title: z.string().min(3).max(40),
  description: copyText(40, 200).describe('May name a fact as {application.universities}: see CONTENT.md'),
});
export type Service = z.infer<typeof serviceSchema>;
