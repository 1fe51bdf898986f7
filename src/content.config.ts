/**
 * Content collections: every list the site shows lives in src/content/ as Markdown or JSON and is
 * checked at build time by its entity's zod schema (src/schemas/<entity>.ts). This file only pairs
 * each collection with the loader that reads the editors' files.
 */
import { defineCollection, reference, type SchemaContext } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { sameInEveryLanguage } from './config/languages';
import type { ContentSource } from './admin/contentFiles';
import { adminImage } from './lib/admin/decapFields';
import { textShape, translationSchema } from './lib/i18n/textShape';
import { aboutReasonSchema } from './schemas/aboutReason';
import { applicationTimelineSchema } from './schemas/applicationTimeline';
import { blogCategorySchema } from './schemas/blogCategory';
import { blogPostSchema } from './schemas/blogPost';
import { certificationSchema } from './schemas/certification';
import { communityBenefitSchema } from './schemas/communityBenefit';
import { countryComparisonSchema } from './schemas/countryComparison';
import { countryCostsSchema } from './schemas/countryCosts';
import { countryHighlightSchema } from './schemas/countryHighlight';
import { countryStepSchema } from './schemas/countryStep';
import { courseSchema } from './schemas/course';
import { destinationSchema } from './schemas/destination';
import { eventSchema } from './schemas/event';
import { exchangeRatesSchema } from './schemas/exchangeRates';
import { faqListSchema } from './schemas/faq';
import { glossarySchema } from './schemas/glossary';
import { gradeConversionSchema } from './schemas/gradeConversion';
import { feeScheduleSchema } from './schemas/feeSchedule';
import { legalPageSchema } from './schemas/legalPage';
import { lenderSchema } from './schemas/lender';
import { mentorSchema } from './schemas/mentor';
import { officeSchema } from './schemas/office';
import { pageCopySchema } from './schemas/pageCopy';
import { recordingSchema } from './schemas/recording';
import { scholarshipSchema } from './schemas/scholarship';
import { serviceSchema } from './schemas/service';
import { serviceHighlightsSchema } from './schemas/serviceHighlights';
import { serviceStepsSchema } from './schemas/serviceSteps';
import { stringsSchema } from './schemas/strings';
import { studentStorySchema } from './schemas/studentStory';
import { studyDocumentSchema } from './schemas/studyDocument';
import { taxRulesSchema } from './schemas/taxRules';
import { teamMemberSchema } from './schemas/teamMember';
import { universitySchema } from './schemas/university';
import { visaCountryGuideSchema } from './schemas/visaCountryGuide';
import { workRightsSchema } from './schemas/workRights';

/** One JSON file holding a list of entries; `source` says where, for the admin's translation forms (src/admin/contentFiles.ts). */
const list = (path: string) => Object.assign(file(`./src/content/${path}`), { source: { list: path } satisfies ContentSource });
/** A folder of files, one entry each (the file name is the id). */
const folder = (base: string, pattern = '*.json') =>
  Object.assign(glob({ pattern, base: `./src/content/${base}` }), { source: { folder: base, pattern } satisfies ContentSource });
/**
 * A folder's translations: <base>/<lang>/<file>, id "<lang>/<file>" (hi/about). The reference
 * (English) files sit in <base> itself and are their own collection.
 */
const translations = (base: string, extension: 'json' | 'md') =>
  glob({ pattern: `*/*.${extension}`, base: `./src/content/${base}`, generateId: ({ entry }) => entry.replace(/\.\w+$/, '') });

const entities = {
  aboutReasons: defineCollection({ loader: list('about-reasons/reasons.json'), schema: aboutReasonSchema }),
  applicationTimelines: defineCollection({ loader: folder('application-timelines'), schema: applicationTimelineSchema }),
  blog: defineCollection({
    loader: folder('blog', '*.md'),
    schema: ({ image }) => blogPostSchema({ image: image(), category: reference('blogCategories'), author: reference('team') }),
  }),
  /** A post in another language: blog/<lang>/<post>.md, the same front matter with its words translated. */
  blogTranslations: defineCollection({
    loader: translations('blog', 'md'),
    schema: ({ image }) =>
      blogPostSchema({ image: image(), category: reference('blogCategories'), author: reference('team') }, { translated: true }),
  }),
  blogCategories: defineCollection({ loader: list('blog-categories/categories.json'), schema: blogCategorySchema }),
  certifications: defineCollection({ loader: list('certifications/certifications.json'), schema: certificationSchema }),
  communityBenefits: defineCollection({ loader: list('community-benefits/community-benefits.json'), schema: communityBenefitSchema }),
  countryComparison: defineCollection({ loader: list('destinations/country-comparison.json'), schema: countryComparisonSchema }),
  countryCosts: defineCollection({ loader: folder('country-costs'), schema: countryCostsSchema }),
  countryHighlights: defineCollection({ loader: list('destinations/country-highlights.json'), schema: countryHighlightSchema }),
  countrySteps: defineCollection({ loader: list('destinations/country-steps.json'), schema: countryStepSchema }),
  courses: defineCollection({ loader: list('courses/courses.json'), schema: courseSchema }),
  destinations: defineCollection({ loader: list('destinations/destinations.json'), schema: destinationSchema }),
  documents: defineCollection({ loader: list('documents/documents.json'), schema: studyDocumentSchema }),
  events: defineCollection({ loader: list('events/events.json'), schema: eventSchema }),
  exchangeRates: defineCollection({ loader: list('exchange-rates/rates.json'), schema: exchangeRatesSchema }),
  /** The fee schedule: one entry, `schedule`. */
  fees: defineCollection({ loader: list('fees/fees.json'), schema: feeScheduleSchema }),
  faqs: defineCollection({ loader: folder('faqs'), schema: faqListSchema }),
  /** Each language's glossary: glossary/<code>.json, the wordings its copy uses and avoids (src/build/glossaryCheck.ts). */
  glossary: defineCollection({ loader: folder('glossary'), schema: glossarySchema }),
  gradeConversions: defineCollection({ loader: folder('grade-conversions'), schema: gradeConversionSchema }),
  legal: defineCollection({ loader: folder('legal', '*.md'), schema: legalPageSchema }),
  legalTranslations: defineCollection({ loader: translations('legal', 'md'), schema: legalPageSchema }),
  lenders: defineCollection({ loader: list('lenders/lenders.json'), schema: lenderSchema }),
  mentors: defineCollection({ loader: list('mentors/mentors.json'), schema: mentorSchema }),
  offices: defineCollection({ loader: list('offices/offices.json'), schema: officeSchema }),
  pages: defineCollection({ loader: folder('pages'), schema: pageCopySchema }),
  pageTranslations: defineCollection({ loader: translations('pages', 'json'), schema: pageCopySchema }),
  recordings: defineCollection({ loader: list('recordings/recordings.json'), schema: recordingSchema }),
  scholarships: defineCollection({ loader: list('scholarships/scholarships.json'), schema: scholarshipSchema }),
  serviceHighlights: defineCollection({ loader: folder('service-highlights'), schema: serviceHighlightsSchema }),
  services: defineCollection({ loader: list('services/services.json'), schema: serviceSchema }),
  serviceSteps: defineCollection({ loader: folder('service-steps'), schema: serviceStepsSchema }),
  /** Words of components and islands: strings/<lang>/<area>.json, id "<lang>/<area>" as written (areas are camelCase: "contactForm"). */
  strings: defineCollection({
    loader: glob({ pattern: '*/*.json', base: './src/content/strings', generateId: ({ entry }) => entry.replace(/\.json$/, '') }),
    schema: stringsSchema,
  }),
  studentStories: defineCollection({ loader: list('student-stories/stories.json'), schema: studentStorySchema }),
  /** The tax rules an education loan meets: one entry, `india`. */
  taxRules: defineCollection({ loader: list('tax-rules/rules.json'), schema: taxRulesSchema }),
  team: defineCollection({ loader: list('team/team.json'), schema: teamMemberSchema }),
  universities: defineCollection({ loader: list('universities/universities.json'), schema: universitySchema }),
  visaCountryGuides: defineCollection({ loader: list('visa-country-guides/guides.json'), schema: visaCountryGuideSchema }),
  workRights: defineCollection({ loader: folder('work-rights'), schema: workRightsSchema }),
};

/** Where each collection loaded from a list file or a folder of entries keeps its English files. */
export const contentSources: Record<string, ContentSource> = Object.fromEntries(
  Object.entries(entities).flatMap(([name, config]) => {
    const { loader } = config as { loader?: { source?: ContentSource } };
    return loader?.source ? [[name, loader.source]] : [];
  }),
);

/**
 * The translations of each JSON collection with words in it: <folder>/<lang>/<file>.json beside each
 * English file (id "<lang>/<file>"), read by src/queries/collections.ts as `<name>Translations`. Each
 * file is checked by the schema of its collection's texts (src/lib/i18n/textShape.ts): every text
 * optional, nothing that is no text; a list file's entries name theirs by `id`, a file keyed by id
 * keeps that key.
 */
function translationsOf(name: string, source: ContentSource, schema: unknown) {
  const english = (typeof schema === 'function' ? schema({ image: adminImage } as unknown as SchemaContext) : schema) as z.ZodType;
  const shape = textShape(english);
  const [folder, fileName] =
    'list' in source ? [source.list.replace(/\/[^/]+$/, ''), source.list.replace(/^.*\//, '')] : [source.folder, source.pattern];
  if (!shape || !fileName.endsWith('.json') || sameInEveryLanguage.has(folder) || folder === 'pages') return [];
  const entry = translationSchema(shape) as z.ZodObject;
  const fileSchema = 'list' in source ? z.union([z.array(entry.extend({ id: z.string() })), z.record(z.string(), entry)]) : entry;
  const loader = glob({
    pattern: `*/${fileName}`,
    base: `./src/content/${folder}`,
    generateId: ({ entry: path }) => path.replace(/\.json$/, ''),
  });
  return [[`${name}Translations`, defineCollection({ loader, schema: fileSchema })]] as const;
}

export const collections = {
  ...entities,
  ...Object.fromEntries(
    Object.entries(contentSources).flatMap(([name, source]) =>
      translationsOf(name, source, (entities as Record<string, { schema?: unknown }>)[name]!.schema),
    ),
  ),
};
