import { z } from 'astro/zod';

const courseLink = z
  .string()
  .regex(/^\/services\/language-training\/[a-z]+$/, 'a /services/language-training/<course> path');

/** Language-test courses: one card each on /services/language-training. */
export const courseSchema = z.strictObject({
  id: z.enum(['ielts', 'toefl', 'pte', 'duolingo', 'cambridge']),
  order: z.number().int().positive().describe('Position on the page'),
  name: z.string().min(3).max(60).describe('Course name as a visitor knows the test'),
  summary: z.string().min(40).max(240),
  duration: z.string().regex(/^\d+-\d+ weeks$/, 'e.g. "4-8 weeks"'),
  hours: z.string().regex(/^\d+-\d+ hours$/, 'e.g. "30-60 hours"').describe('Total classroom hours'),
  batchSize: z
    .string()
    .regex(/^\d+-\d+$/, 'e.g. "8-10"')
    .optional()
    .describe('Students per batch; left out where the course has none'),
  mockTests: z
    .string()
    .min(3)
    .max(60)
    .optional()
    .describe('e.g. "8 full-length mock tests"; left out where the course has none'),
  levels: z.array(z.string().min(2).max(40)).optional().describe('Exams covered, e.g. B2 First'),
  oneOnOneCoaching: z
    .enum(['optional'])
    .optional()
    .describe('Set when private coaching can be added to the batch course'),
  link: courseLink,
});
export type Course = z.infer<typeof courseSchema>;
