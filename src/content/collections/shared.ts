import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** The five services (spec §3 Service card): home, the services page and each service page use them. */
export const services = defineCollection({
  loader: file('./src/content/services/services.json'),
  schema: z.strictObject({
    id: z.string().regex(/^[a-z-]+$/),
    order: z.number().int().positive().describe('Position in lists'),
    icon: z.enum(['compass', 'file-text', 'languages', 'plane', 'house']).describe('Icon name from the icon set'),
    title: z.string().min(3).max(40),
    description: z.string().min(40).max(200),
    link: z.string().regex(/^\/services\/[a-z-]+$/, 'a /services/<page> path'),
  }),
});

/** FAQ lists, one YAML/JSON file per page (src/content/faqs/<page>.json). */
export const faqs = defineCollection({
  loader: glob({ pattern: '*.json', base: './src/content/faqs' }),
  schema: z.strictObject({
    page: z.string().describe('The path of the page that shows this list'),
    items: z
      .array(
        z.strictObject({
          question: z.string().min(10).max(200).refine((q) => q.trim().endsWith('?'), 'a question ends with "?"'),
          answer: z.string().min(20).max(1200),
        }),
      )
      .min(1),
  }),
});
