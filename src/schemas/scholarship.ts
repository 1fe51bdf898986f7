import { z } from 'astro/zod';

/** The scholarship kinds; each shows its tuition band, a reading of figures.scholarships named by `band`. */
export const scholarshipSchema = z.strictObject({
  id: z.string().regex(/^[a-z-]+$/),
  title: z.string().min(3).max(40),
  band: z
    .string()
    .regex(/^[a-z][a-zA-Z]*$/, 'the name of a figures.scholarships reading, e.g. "meritBased"')
    .describe('Which figures.scholarships reading the card shows'),
  description: z.string().min(40).max(240),
});
export type Scholarship = z.infer<typeof scholarshipSchema>;
