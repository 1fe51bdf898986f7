import { z } from 'astro/zod';
import { copyText } from './fields';

/** A page's frequently asked questions, one file per page (src/content/faqs/<page>.json). */
export const faqListSchema = z.strictObject({
  page: z.string().describe('The path of the page that shows this list'),
  items: z
    .array(
      z.strictObject({
        question: z
          .string()
          .min(10)
          .max(200)
          .refine((q) => q.trim().endsWith('?'), 'a question ends with "?"'),
        answer: copyText(20, 1200).describe('May name a fact as {consultation.sessions}: see CONTENT.md'),
      }),
    )
    .min(1),
});
export type FaqList = z.infer<typeof faqListSchema>;
