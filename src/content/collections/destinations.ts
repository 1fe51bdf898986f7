import { defineCollection, reference } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';
import { figures } from '../../config/figures';
import { destinationLinks } from '../../config/navigation';
import { comingSoonPaths } from '../../config/comingSoon';
import { figurePaths } from '../../lib/figurePath';

/**
 * The five study destinations and everything their pages list: university cards, cost tables,
 * step-by-step journeys, highlights and the USA-versus-Canada comparison. Data lives in
 * src/content/destinations/*.json; marketing figures are named by their path in src/config/figures.ts.
 */
const base = './src/content/destinations';

const figureKey = z
  .enum(figurePaths(figures) as [string, ...string[]])
  .describe('Dotted path of a figure in src/config/figures.ts, e.g. "usa.colleges"');

/** A number worth a headline: either a marketing figure (named, never retyped) or a plain fact. */
const headlineFigure = z.union([
  z.strictObject({ figure: figureKey, label: z.string().min(3).max(60) }),
  z.strictObject({ value: z.string().min(1).max(20).describe('A plain fact, e.g. "1 year"'), label: z.string().min(3).max(60) }),
]);

const order = z.number().int().positive().describe('Position in lists');
const slug = z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes');

export const destinations = defineCollection({
  loader: file(`${base}/destinations.json`),
  schema: z.strictObject({
    id: z.enum(['usa', 'canada', 'uk', 'australia', 'newzealand']),
    order,
    name: z.string().min(2).max(20).describe('Country name as the site writes it: "USA", "New Zealand"'),
    inSentence: z.string().min(2).max(24).describe('How copy names it mid-sentence: "the USA", "Canada"'),
    flag: z.enum(['US', 'CA', 'GB', 'AU', 'NZ']).describe('ISO 3166 code of the flag drawing'),
    path: z.enum(destinationLinks.map((link) => link.path) as [string, ...string[]]).describe('The country page'),
    summary: z.string().min(60).max(260).describe('Two sentences shown on cards and the countries page'),
    metaDescription: z.string().min(50).max(160).describe("The country page's meta description"),
    headline: z.array(headlineFigure).min(2).max(3).describe('Figures shown on the destination card and the hero'),
    statistics: z
      .array(headlineFigure)
      .max(6)
      .default([])
      .describe("The full country page's 'why study here' figures; leave out for the short guide pages"),
    officialInfo: z
      .strictObject({ label: z.string().min(5).max(80), url: z.url() })
      .describe("The government's own student-visa page, linked for the latest rules"),
  }),
});

/** Spec §3 'Country-page university card'. Links go to a real page, never the 404 page. */
export const countryUniversities = defineCollection({
  loader: file(`${base}/country-universities.json`),
  schema: z.strictObject({
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
  }),
});

/** Cost table rows. Amounts are whole currency units; the page formats the range. */
export const countryCosts = defineCollection({
  loader: file(`${base}/country-costs.json`),
  schema: z
    .strictObject({
      id: slug,
      country: reference('destinations'),
      order,
      item: z.string().min(3).max(60),
      currency: z.enum(['USD', 'CAD', 'GBP', 'AUD', 'NZD']),
      min: z.number().int().positive(),
      max: z.number().int().positive().optional().describe('Omit for a single amount'),
      period: z.enum(['per year', 'per month', 'one-off']),
      note: z.string().min(10).max(200),
    })
    .refine((row) => row.max === undefined || row.max > row.min, { message: 'max must be greater than min', path: ['max'] }),
});

/** Ordered journeys: the USA application process, the Canadian pathway to permanent residency. */
export const countrySteps = defineCollection({
  loader: file(`${base}/country-steps.json`),
  schema: z.strictObject({
    id: slug,
    country: reference('destinations'),
    journey: z.enum(['application', 'residency']),
    order,
    title: z.string().min(3).max(60),
    description: z.string().min(30).max(400),
  }),
});

/** Short titled points grouped by the page section that shows them. */
export const countryHighlights = defineCollection({
  loader: file(`${base}/country-highlights.json`),
  schema: z.strictObject({
    id: slug,
    country: reference('destinations'),
    topic: z
      .enum(['why', 'education', 'aid', 'visa', 'life', 'overview'])
      .describe('why: reasons to study there; education: system overview; aid: financial aid; visa; life: student life; overview: short guide pages'),
    order,
    title: z.string().min(3).max(60),
    fact: z.string().min(1).max(30).optional().describe('A short emphasised fact, e.g. "4 years"'),
    description: z.string().min(30).max(400),
  }),
});

/** One cell of the USA-versus-Canada table: a marketing figure, a cost row, or plain text. */
const comparisonCell = z.union([
  z.strictObject({ figure: figureKey }),
  z.strictObject({ cost: reference('countryCosts') }),
  z.strictObject({ text: z.string().min(2).max(160) }),
]);

export const countryComparison = defineCollection({
  loader: file(`${base}/country-comparison.json`),
  schema: z.strictObject({
    id: slug,
    order,
    aspect: z.string().min(3).max(50),
    usa: comparisonCell,
    canada: comparisonCell,
  }),
});

/** Gathered for src/content.config.ts (one spread line there). */
export const destinationCollections = {
  destinations,
  countryUniversities,
  countryCosts,
  countrySteps,
  countryHighlights,
  countryComparison,
};
