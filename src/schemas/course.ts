import { z } from 'astro/zod';

/** Language-test courses: one card each on /services/language-training, linking /services/language-training/<id>. */
export const courseSchema = z.strictObject({
  id: z.enum(['ielts', 'toefl', 'pte', 'duolingo', 'cambridge']).describe('Also the address of its page'),
  order: z.number().int().positive().describe('Position on the page'),
  name: z.string().min(3).max(60).describe('Course name as a visitor knows the test'),
  summary: z.string().min(40).max(240),
  duration: z
    .string()
    .regex(/^\d+-\d+$/, 'weeks, e.g. "4-8"')
    .describe('Length of the course in weeks, e.g. 4-8'),
  hours: z
    .string()
    .regex(/^\d+-\d+$/, 'hours, e.g. "30-60"')
    .describe('Total classroom hours, e.g. 30-60'),
  batchSize: z
    .string()
    .regex(/^\d+-\d+$/, 'e.g. "8-10"')
    .optional()
    .describe('Students per batch; left out where the course has none'),
  mockTests: z.string().min(3).max(60).optional().describe('e.g. "8 full-length mock tests"; left out where the course has none'),
  levels: z.array(z.string().min(2).max(40)).optional().describe('Exams covered, e.g. B2 First'),
  oneOnOneCoaching: z.enum(['optional']).optional().describe('Set when private coaching can be added to the batch course'),
});
