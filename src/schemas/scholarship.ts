import { z } from 'astro/zod';
import { figures } from '~/config/figures';

/** The three scholarship kinds; each shows its band from figures.scholarships. */
export const scholarshipSchema = z.strictObject({
  id: z.string().regex(/^[a-z-]+$/),
  title: z.string().min(3).max(40),
  band: z
    .enum(Object.keys(figures.scholarships) as [keyof typeof figures.scholarships])
    .describe('Which figures.scholarships reading the card shows'),
  description: z.string().min(40).max(240),
});
export type Scholarship = z.infer<typeof scholarshipSchema>;
