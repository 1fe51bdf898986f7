import { z } from 'astro/zod';
import { checked, text } from './fields';

/**
 * How a grade point average turns into the percentage universities compare (Check my chances shows
 * the rule beside the visitor's CGPA): percentage = CGPA × multiplier, on a scale out of `scale`.
 * A real-world rule, so it carries its source and the date an editor last checked it.
 */
export const gradeConversionSchema = z.strictObject({
  scale: z.number().int().min(4).max(10).describe('The top of the grade scale, e.g. 10 for a CGPA out of 10'),
  multiplier: z.number().min(1).max(25).multipleOf(0.05).describe('Percentage = grade × this, e.g. 9.5 (CBSE)'),
  source: text(10, 160).describe('Who sets the rule, e.g. "CBSE: an indicative percentage is the CGPA multiplied by 9.5"'),
  sourceUrl: z.url().optional().describe('The page to check it against'),
  checked,
});
export type GradeConversion = z.infer<typeof gradeConversionSchema>;
