import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** The three policies, as Markdown an editor can change. The file name is the page's path. */
export const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/legal' }),
  schema: z.strictObject({
    title: z.string().min(3).max(60).describe('Page heading and title'),
    description: z.string().min(50).max(160).describe('Meta description'),
    lastUpdated: z.coerce.date().describe('Shown as "Last Updated"'),
  }),
});
