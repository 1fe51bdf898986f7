import { z } from 'astro/zod';
import { reference } from 'astro:content';
import { admitBases, englishTests, intakeMonths, studyLevels, subjectAreas } from '~/lib/universities/facts';
import { checked, order, slug, type SchemaContext } from './fields';

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour like #0a2b52');
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .min(1)
    .refine((items) => new Set(items).size === items.length, 'each value once');

/** A figure in the university's own currency (its destination's), in whole units. */
const amount = z.number().int().nonnegative();

/**
 * The overall score most of the university's programmes ask for (some ask more); the finder checks
 * a visitor's score against it. Leave a test out when the university publishes no minimum for it.
 */
const englishMinimums = z
  .strictObject({
    ielts: z.number().min(4).max(9).multipleOf(0.5).optional().describe('IELTS Academic overall band'),
    toefl: z.number().int().min(40).max(120).optional().describe('TOEFL iBT total'),
    pte: z.number().int().min(30).max(90).optional().describe('PTE Academic overall'),
    duolingo: z.number().int().min(60).max(160).optional().describe('Duolingo English Test overall'),
  })
  .refine((scores) => englishTests.some((test) => scores[test] !== undefined), 'at least one test score');

/**
 * What an application costs and asks for, for the academic year named. Real-world figures: each
 * university's own published pages are the source, rounded, and shown as indicative with the date
 * an editor last checked them.
 */
const admissions = z.strictObject({
  academicYear: z
    .string()
    .regex(/^20\d\d-\d\d$/, 'like "2026-27"')
    .describe('The academic year the figures apply to'),
  checked,
  source: z.string().min(10).max(160).describe('Where the figures come from, e.g. "UBC international tuition pages"'),
  tuition: z
    .strictObject({ min: amount, max: amount })
    .refine((range) => range.max >= range.min, { message: 'max must not be below min', path: ['max'] })
    .describe("Annual tuition for international students, in the destination's currency"),
  applicationFee: amount.describe("For an international applicant, in the destination's currency; 0 when there is none"),
  english: englishMinimums,
  intakes: list(z.enum(intakeMonths)).describe('Months a programme can start'),
});

/** A mark in per cent, in half marks (Indian mark sheets give whole or half per cents). */
const percent = z.number().min(33).max(100).multipleOf(0.5);

/**
 * The marks a university usually admits Indian applicants with at one level: Class 12 for an
 * undergraduate degree, the bachelor's degree for a postgraduate one. A counsellors' estimate is
 * allowed and said to be one; Check my chances compares a visitor's marks with this range.
 */
const indianAdmitsAtLevel = z.strictObject({
  marks: z
    .strictObject({
      min: percent.describe('Per cent at the low end of the usual range'),
      max: percent.describe('Per cent at the high end'),
    })
    .refine((range) => range.max >= range.min, { message: 'max must not be below min', path: ['max'] })
    .describe('The range of marks (per cent) the university usually admits Indian applicants with'),
  basis: z
    .enum(admitBases)
    .describe("published: the university's own figure for India; counsellors-estimate: our reading of our students' admits"),
  source: z.string().min(10).max(160).describe('Where the range comes from'),
  sourceUrl: z.url().optional().describe('The page to check it against, when there is one'),
  checked,
});

/**
 * A university the site names anywhere: one entry, whatever pages show it. Where it appears is
 * said by its own fields: `partner` (the finder on /universities), `home` (the home page grid) and
 * `countryPage` (its destination page's cards).
 */
export const universitySchema = ({ image }: SchemaContext) =>
  z
    .strictObject({
      id: slug,
      name: z.string().min(3).max(80).describe('Full name, e.g. "University of British Columbia"'),
      abbreviation: z
        .string()
        .regex(/^[A-Z&]{2,6}$/)
        .optional()
        .describe('Shown after the name on country pages, e.g. "UBC"'),
      country: reference('destinations').describe('The destination it is in: usa, canada, uk, australia or newzealand'),
      region: z.string().min(2).max(60).describe('State, province or nation, e.g. "Ontario"'),
      city: z.string().min(2).max(40),
      crest: z
        .strictObject({
          monogram: z.string().regex(/^[A-Z&]{1,4}$/, '1-4 capital letters'),
          primary: hexColour.describe('Shield colour'),
          secondary: hexColour.describe('Border and chevron colour'),
        })
        .describe('Our own crest, drawn by UniversityCrest: never the university’s real logo'),
      ranking: z.strictObject({
        qsWorld: z.number().int().positive().describe('Position in the QS World University Rankings'),
        year: z.number().int().min(2020).max(2100).describe('The edition of the ranking'),
      }),
      type: z.string().min(3).max(40).describe('Short label such as "Ivy League" or "Public research"'),
      notableFor: z.string().min(20).max(200),
      page: z
        .string()
        .regex(/^\/universities\/[A-Za-z0-9-]+$/, 'a /universities/<name> path, e.g. "/universities/NYU"')
        .optional()
        .describe(
          "The university's own page (a coming-soon page titled with its name until it is built); cards link /universities when there is none",
        ),
      levels: list(z.enum(studyLevels)),
      subjects: list(z.enum(subjectAreas)).describe('Subject areas the finder filters by'),
      programmes: list(z.string().min(2).max(40)).describe('Programme areas shown on its card and matched by search'),
      scholarshipUpTo: z
        .string()
        .regex(/^(\$|£|A\$|C\$|NZ\$)\d{1,3}(,\d{3})*$/, 'an amount with its currency sign, e.g. "$50,000" or "A$30,000"')
        .optional()
        .describe('Largest scholarship for international students; leave out when none is offered'),
      admissions,
      indianAdmits: z
        .strictObject({ Undergraduate: indianAdmitsAtLevel.optional(), Postgraduate: indianAdmitsAtLevel.optional() })
        .optional()
        .describe('Marks it usually admits Indian applicants with, by level; leave a level out when we have no figure'),
      illustration: image().optional().describe('16:9 drawing for the home grid (our own, never a photo of the campus)'),
      partner: z
        .strictObject({ order, featured: z.boolean().describe('Also in the Featured Partners grid') })
        .optional()
        .describe('A partner university, listed on /universities'),
      home: z.strictObject({ order }).optional().describe('Shown in the home page grid (needs an illustration and a page)'),
      countryPage: z.strictObject({ order }).optional().describe("Shown on its destination page's university cards"),
    })
    .refine((u) => !u.home || (u.illustration && u.page), {
      message: 'a university in the home grid needs an illustration and a page',
      path: ['home'],
    });
export type University = z.infer<ReturnType<typeof universitySchema>>;
