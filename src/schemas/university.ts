import { z } from 'astro/zod';
import { figures } from '~/config/figures';
import { universityCountries } from '~/lib/finder/search';

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour like #0a2b52');
import { slug, order } from './fields';

/** Partner universities on /universities, the featured ones also in the Featured Partners grid. */
export const universitySchema = z.strictObject({
  id: slug,
  order,
  name: z.string().min(3).max(80),
  country: z.enum(universityCountries),
  region: z.string().min(2).max(60).describe('State, province or nation shown after the country'),
  logo: z
    .strictObject({
      monogram: z.string().regex(/^[A-Z&]{1,4}$/, '1-4 capital letters'),
      primary: hexColour.describe('Shield colour'),
      secondary: hexColour.describe('Border and chevron colour'),
    })
    .describe('Our own crest monogram, drawn by UniversityCrest: never the university’s real logo'),
  ranking: z.string().min(3).max(60).describe('Ranking as shown on the card, e.g. "QS World #4 (2025)"'),
  programs: z.array(z.string().min(2).max(40)).min(1).max(8).describe('Searchable program areas'),
  scholarshipAmount: z
    .string()
    .regex(/^(\$|£|A\$|C\$)\d{1,3}(,\d{3})*$/, 'an amount with its currency, e.g. "$50,000" or "A$30,000"')
    .describe('Largest scholarship, shown as "Scholarship up to …"'),
  // Every university shows the same reading: it comes from figures, and may not drift from it.
  admissionRate: z
    .literal(figures.universityAdmissionRate)
    .default(figures.universityAdmissionRate)
    .describe('Leave out: figures.universityAdmissionRate'),
  featured: z.boolean().describe('Shown in the Featured Partners grid'),
});
export type University = z.infer<typeof universitySchema>;
