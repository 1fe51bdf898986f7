import { z } from 'astro/zod';
import { order } from './fields';

/** A policy page as Markdown an editor can change; the file name is the page's path. */
export const legalPageSchema = z.strictObject({
  title: z.string().min(3).max(60).describe('Page heading and title'),
  description: z.string().min(50).max(160).describe('Meta description'),
  lastUpdated: z.coerce.date().describe('Shown as "Last Updated"'),
  order,
});
export type LegalPage = z.infer<typeof legalPageSchema>;
