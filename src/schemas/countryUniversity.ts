import { z } from 'astro/zod';
import { reference } from 'astro:content';
import { slug, order } from './fields';
import { comingSoonPaths } from '~/config/comingSoon';

/** A country page's university card. Links go to a real page, never the 404 page. */
export const countryUniversitySchema = z.strictObject({
  id: slug,
  country: reference('destinations'),
  order,
  name: z.string().min(3).max(80),
  tag: z.string().min(3).max(40).describe('Short label such as "Ivy League" or "Public research"'),
  location: z.string().min(3).max(60),
  globalRanking: z.string().min(3).max(40).describe('Ranking range, e.g. "Top 50 worldwide"'),
  notableFor: z.string().min(20).max(200),
  link: z
    .string()
    .refine((path) => path === '/universities' || comingSoonPaths.includes(path), 'a page that exists: /universities or a /universities/<name> page'),
});
export type CountryUniversity = z.infer<typeof countryUniversitySchema>;
