/**
 * What editors can change in /admin. Each form is generated from the schema its collection is
 * loaded with (src/content.config.ts), so a field added to or renamed in a schema reaches the admin
 * by itself; this file only says where each collection's file is and the few things a schema cannot
 * say (reference targets, upload folders, rules written as refinements). Adding a collection is one
 * `listFile(...)` or folder entry below.
 */
import type { SchemaContext } from 'astro:content';
import type { z } from 'astro/zod';
import { collections } from '~/content.config';
import { defaultLang, langCodes } from '~/config/languages';
import { adminImage, decapFields, labelFor, translationFields, type FieldOverrides } from '~/lib/admin/decapFields';
import type { ContentFile } from '~/admin/contentFiles';
import type { CmsCollection, CmsCollectionFile, CmsField } from '~/lib/admin/decapTypes';
import { jsonListFormat, listField } from '~/lib/admin/jsonList';
import { pageCopyForm, type PageCopy } from '~/schemas/pageCopy';
import { siteSettingsSchema, siteSettingsTranslationSchema } from '~/schemas/siteSettings';
import { stringsForm } from '~/schemas/strings';

type CollectionName = keyof typeof collections;

/** The schema a collection is loaded with, its image() read as an uploaded path. */
export function schemaOf(name: CollectionName): z.ZodType {
  const schema: unknown = collections[name].schema;
  const context = { image: adminImage } as unknown as SchemaContext;
  return (typeof schema === 'function' ? schema(context) : schema) as z.ZodType;
}

/**
 * Lists the admin offers as choices where a schema refers to a collection the admin does not edit,
 * and the pages whose copy it edits (each page's form has that page's sections).
 */
export interface ChoiceLists {
  destinations: readonly { id: string; name: string }[];
  services: readonly { id: string; title: string }[];
  pages: readonly { id: string; copy: PageCopy }[];
  /** Each area's words in English, the reference every language's file follows. */
  strings: readonly { area: string; words: Readonly<Record<string, string>> }[];
  /** The English content files a translation is laid over (src/lib/i18n/overlay.ts). */
  content: readonly ContentFile[];
}

/** A Decap relation to the entries of a list file in the admin, shown by one of their fields. */
const relationTo = (collection: string, file: string, shownBy: string) => ({
  collection,
  file,
  value_field: `${listField}.*.id`,
  search_fields: [`${listField}.*.${shownBy}`],
  display_fields: [`${listField}.*.${shownBy}`],
});

const choices = <T extends { id: string }>(entries: readonly T[], label: (entry: T) => string) =>
  entries.map((entry) => ({ label: label(entry), value: entry.id }));

/**
 * The languages the site is translated into (src/config/languages.ts, all but the reference), each
 * with its name in English for the admin's labels: "Hindi".
 */
export const translatedLanguages = langCodes
  .filter((code) => code !== defaultLang)
  .map((code) => ({ code, name: new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code }));

/**
 * Where a translator sees the reference text: under the field they write the translation in. Decap
 * renders a hint as Markdown: the text's own asterisks, brackets and the like are escaped, so it
 * shows exactly as written.
 */
const englishHint = (text: string) => `English: ${text.replace(/[\\`*_[\]<>#|~]/g, '\\$&')}`;

/**
 * A translation's hints, by the form's field paths: each text of the English copy under its
 * translation's field (a list of figures, its items in one line).
 */
function pageCopyHints(copy: PageCopy): FieldOverrides {
  const hints: FieldOverrides = {};
  const texts = (at: string, group: Readonly<Record<string, unknown>> | undefined) => {
    for (const [name, text] of Object.entries(group ?? {}))
      if (typeof text === 'string') hints[`${at}${name}`] = { hint: englishHint(text) };
  };
  texts('hero.', copy.hero);
  for (const [name, heading] of Object.entries(copy.sections ?? {})) texts(`sections.${name}.`, heading);
  texts('closing.', copy.closing);
  texts('words.', copy.words);
  for (const [name, figures] of Object.entries(copy.figures ?? {})) {
    hints[`figures.${name}`] = { hint: englishHint(figures.map((figure) => `${figure.value} ${figure.label}`).join(' · ')) };
  }
  return hints;
}

/** Where a content file's translation into `code` is: beside it, in a folder named for the language. */
const translationPath = (path: string, code: string) => path.replace(/\/([^/]+)$/, `/${code}/$1`);

/** A content file's form, named for its collection ("Student stories"), and a file of one entry for the entry too ("Faqs › destinations-usa"). */
const contentLabel = (file: ContentFile) =>
  file.path.endsWith(`/${file.entries[0]?.id}.json`) ? `${labelFor(file.collection)} › ${file.entries[0]!.id}` : labelFor(file.collection);

/**
 * The forms of a language's content translations, generated from each collection's schema
 * (translationFields: its texts only, all optional). A list file is a list of translated entries,
 * each naming its English entry by id, as the overlay matches them; a file of one entry, or of
 * entries by key, has the English file's shape.
 */
function contentTranslations(files: readonly ContentFile[], code: string, language: string): CmsCollection[] {
  const lists = files.filter((file) => Array.isArray(file.content));
  const others = files.filter((file) => !Array.isArray(file.content));
  const note = `Only the words, in the English file's shape: leave a field empty to keep the English (ids, codes, links, numbers and dates are the English file's). A list inside an entry keeps the English items in their order. Keep every word in {braces} exactly.`;
  return [
    {
      ...listCollection(
        `content-lists-${code}`,
        `Lists in ${language}`,
        lists.map((file) => {
          const fields = translationFields(schemaOf(file.collection as CollectionName), file.content as unknown[]);
          const list: CmsField = {
            name: listField,
            label: contentLabel(file),
            widget: 'list',
            collapsed: true,
            summary: '{{fields.id}}',
            fields: [
              {
                name: 'id',
                label: 'Translates',
                widget: 'select',
                required: true,
                hint: 'The English entry these words are for',
                options: file.entries.map(({ id, label }) => ({ label, value: id })),
              },
              ...fields,
            ],
          };
          return { name: contentName(file), label: contentLabel(file), file: translationPath(file.path, code), fields: [list] };
        }),
      ),
      description: `The ${language} words of the site's lists (universities, services, team …): each item names the English entry it translates. ${note}`,
    },
    jsonFiles(
      `content-files-${code}`,
      `Other content in ${language}`,
      `The ${language} words of the FAQs, cost sheets, timelines, fees and other content files. ${note}`,
      others.map((file) => {
        const oneEntry = file.entries.length === 1 && file.path.endsWith(`/${file.entries[0]!.id}.json`);
        const entries = oneEntry ? [file.content] : Object.values(file.content as Record<string, unknown>);
        const fields = translationFields(schemaOf(file.collection as CollectionName), entries);
        return {
          name: contentName(file),
          label: contentLabel(file),
          file: translationPath(file.path, code),
          // A file of entries by key ("schedule") keeps them under the same keys.
          fields: oneEntry
            ? fields
            : file.entries.map(({ id, label }): CmsField => ({
                name: id,
                label,
                widget: 'object',
                required: false,
                collapsed: false,
                fields,
              })),
        };
      }),
    ),
  ];
}

/** A content file's form name, unique in its collection: its path under src/content, "faqs-destinations-usa". */
const contentName = (file: ContentFile) =>
  file.path
    .replace(/^src\/content\//, '')
    .replace(/\.json$/, '')
    .replace(/\//g, '-');

/** A strings key as its form field's label: "errors.name.empty" → "Errors › name › empty". */
const keyLabel = (key: string) =>
  key
    .split('.')
    .map((part, i) => (i === 0 ? labelFor(part) : labelFor(part).toLowerCase()))
    .join(' › ');

/** A page's form named for its file, "Services visa support": a hero title does not always say which page it is. */
const pageLabel = (id: string) => `${id.charAt(0).toUpperCase()}${id.slice(1).replace(/-/g, ' ')}`;

/** Uploads for people, events and universities live beside the other pictures of their kind. */
const media = {
  blog: '../../assets/blog',
  people: '../../assets/people',
  community: '../../assets/community',
  universities: '../../assets/home/universities',
} as const;

/** One JSON list file (src/content/<path>) of the collection `name`, edited as a list of entries. */
function listFile(name: CollectionName, label: string, path: string, overrides: FieldOverrides = {}, summary?: string): CmsCollectionFile {
  const fields = decapFields(schemaOf(name), overrides);
  const list: CmsField = {
    name: listField,
    label,
    widget: 'list',
    collapsed: true,
    summary: summary ?? `{{fields.${fields.find((f) => f.name === 'name' || f.name === 'title')?.name ?? fields[0].name}}}`,
    fields,
  };
  return { name, label, file: `src/content/${path}`, fields: [list] };
}

/** A sidebar entry of JSON files, each edited as one form; data files have no page to preview. */
const jsonFiles = (name: string, label: string, description: string, files: CmsCollectionFile[]): CmsCollection => ({
  name,
  label,
  description,
  format: 'json',
  editor: { preview: false },
  extension: 'json',
  files,
});

/**
 * A sidebar entry holding one or more list files. Data files have no page of their own to preview:
 * the form takes the whole width.
 */
const listCollection = (name: string, label: string, files: CmsCollectionFile[]): CmsCollection => ({
  name,
  label,
  format: jsonListFormat,
  extension: 'json',
  editor: { preview: false },
  files,
});

/**
 * A folder of JSON files whose set is fixed by the site (one per destination, one rule): editors
 * update them, they do not add more.
 */
function sheetFolder(
  name: CollectionName,
  label: string,
  singular: string,
  folder: string,
  { description, identifier, fields }: { description: string; identifier: string; fields: CmsField[] },
): CmsCollection {
  return {
    name,
    label,
    label_singular: singular,
    description,
    folder: `src/content/${folder}`,
    extension: 'json',
    format: 'json',
    create: false,
    editor: { preview: false },
    identifier_field: identifier,
    summary: `{{${identifier}}}`,
    fields,
  };
}

/** An upload folder as seen from a translation one folder deeper (blog/hi/<post>.md): one more "../". */
const translationMedia = (folder: string) => `../${folder}`;

export function adminCollections(lists: ChoiceLists): CmsCollection[] {
  const portrait = { media: media.people };

  /**
   * A post's form, English or translated (the same front matter, a translation's tags in its own
   * words); `covers` is where its cover is uploaded.
   */
  const blogPostFields = (collection: 'blog' | 'blogTranslations', covers: string): CmsField[] => [
    ...decapFields(schemaOf(collection), {
      excerpt: { widget: 'text' },
      category: { relation: relationTo('blogCategories', 'blogCategories', 'name'), hint: 'The category tab the post appears under' },
      image: { label: 'Cover image', hint: 'A 1200 × 630 picture; it is saved with the other covers in src/assets/blog', media: covers },
      imageAlt: { label: 'Cover image description' },
      author: { relation: relationTo('people', 'team', 'name'), hint: 'A member of the team (People → Team)' },
      tags:
        collection === 'blog'
          ? {
              hint: 'Lower-case words; search matches these as well as the title and excerpt, and related posts are picked by shared category and tags.',
            }
          : {
              hint: "The English post's tags in this language's words (exam and visa codes such as IELTS or F-1 stay in Latin); search on this language's pages matches them",
            },
    }),
    { name: 'body', label: 'Article', widget: 'markdown', hint: 'Headings start at level 2 (##); the title is the page heading.' },
  ];

  /** A folder of one file per destination, named for it (src/content/<folder>/<country>.json): its form picks the country among the destinations. */
  const countrySheets = (
    name: CollectionName,
    label: string,
    singular: string,
    folder: string,
    description: string,
    overrides: FieldOverrides = {},
  ) =>
    sheetFolder(name, label, singular, folder, {
      description,
      identifier: 'country',
      fields: decapFields(schemaOf(name), { country: { options: choices(lists.destinations, (d) => d.name) }, ...overrides }),
    });

  return [
    {
      name: 'blog',
      label: 'Blog posts',
      label_singular: 'Blog post',
      description: 'Articles on /blogs. A new post is live on its own page, on /blogs and in the RSS feed after the next build.',
      folder: 'src/content/blog',
      extension: 'md',
      format: 'frontmatter',
      create: true,
      // The file name is the post's URL: /blog/<title in lower-case words>.
      slug: '{{slug}}',
      identifier_field: 'title',
      summary: '{{title}} ({{date}})',
      sortable_fields: ['date', 'title'],
      media_folder: media.blog,
      public_folder: media.blog,
      fields: blogPostFields('blog', media.blog),
    },
    // A post in another language is a whole post named as the English one (blog/<code>/<post>.md),
    // so it sits in its own folder: Decap's side-by-side i18n would need the English posts in blog/en/,
    // and a post's file name is its URL.
    ...translatedLanguages.map(({ code, name }): CmsCollection => ({
      name: `blog-${code}`,
      label: `Posts in ${name}`,
      label_singular: `Post in ${name}`,
      description: `The ${name} posts on /${code}/blogs: each file has the name of the English post it translates (blog/${code}/<the English post's file name>.md), the same category, author, dates and cover; the title, excerpt, cover description, tags and article are translated. A post with no ${name} file shows in English.`,
      folder: `src/content/blog/${code}`,
      extension: 'md',
      format: 'frontmatter',
      // A translation is named for its English post, which its title cannot say: it starts as a copy of
      // the English file (CONTENT.md), then is translated here.
      create: false,
      delete: false,
      identifier_field: 'title',
      summary: '{{title}} ({{date}})',
      sortable_fields: ['date', 'title'],
      media_folder: translationMedia(media.blog),
      public_folder: translationMedia(media.blog),
      fields: blogPostFields('blogTranslations', translationMedia(media.blog)),
    })),
    // The policies (legal/<policy>.md) are the team's own words and not edited here; their translations are.
    ...translatedLanguages.map(({ code, name }): CmsCollection => ({
      name: `legal-${code}`,
      label: `Policies in ${name}`,
      label_singular: `Policy in ${name}`,
      description: `The ${name} policies on /${code}/: each file has the name of the English policy it translates (legal/${code}/<the English policy's file name>.md) and its order and date; the page adds that the English version prevails.`,
      folder: `src/content/legal/${code}`,
      extension: 'md',
      format: 'frontmatter',
      create: false,
      delete: false,
      identifier_field: 'title',
      summary: '{{title}}',
      fields: [
        ...decapFields(schemaOf('legalTranslations'), {
          title: { hint: 'The page heading and title, translated; the file keeps the English policy’s name' },
          description: { widget: 'text' },
        }),
        { name: 'body', label: 'Policy', widget: 'markdown', hint: 'Headings start at level 2 (##); the title is the page heading.' },
      ],
    })),
    listCollection('universities', 'Universities', [
      listFile('universities', 'Universities', 'universities/universities.json', {
        country: { options: choices(lists.destinations, (d) => d.name) },
        'ranking.qsWorld': { label: 'QS World rank' },
        illustration: { media: media.universities },
      }),
    ]),
    listCollection('people', 'People', [
      listFile('studentStories', 'Student stories', 'student-stories/stories.json', {
        portrait,
        university: {
          relation: relationTo('universities', 'universities', 'name'),
          hint: 'A university of the Universities list; otherwise fill University name, City and Country',
        },
        country: { options: choices(lists.destinations, (d) => d.name) },
        'servicePage.service': { options: choices(lists.services, (s) => s.title) },
      }),
      listFile('team', 'Team', 'team/team.json', { portrait: { ...portrait, hint: 'A square photo or drawing, at least 160 px' } }),
      listFile('mentors', 'Student mentors', 'mentors/mentors.json', {
        portrait,
        university: { relation: relationTo('universities', 'universities', 'name') },
      }),
    ]),
    listCollection('community', 'Events & recordings', [
      listFile('events', 'Upcoming events', 'events/events.json', {
        image: { media: media.community },
        'host.team': { relation: relationTo('people', 'team', 'name') },
        'host.mentor': { relation: relationTo('people', 'mentors', 'name') },
      }),
      listFile('recordings', 'Past recordings', 'recordings/recordings.json', {
        image: { media: media.community },
      }),
    ]),
    {
      name: 'faqs',
      label: 'FAQs',
      label_singular: 'FAQ list',
      description: 'Each file is the list of questions one page shows.',
      folder: 'src/content/faqs',
      extension: 'json',
      format: 'json',
      create: true,
      editor: { preview: false },
      identifier_field: 'page',
      slug: '{{page}}',
      summary: '{{page}}',
      fields: decapFields(schemaOf('faqs'), {
        'items.question': { pattern: ['\\?\\s*$', 'a question ends with "?"'] },
        'items.answer': { widget: 'text' },
        items: { summary: '{{fields.question}}' },
      }),
    },
    listCollection('offices', 'Offices', [
      listFile(
        'offices',
        'Offices',
        'offices/offices.json',
        {
          mapLink: {
            pattern: [
              '^https://www\\.google\\.com/maps/search/\\?api=1&query=\\S+$',
              'a Google Maps search link (https://www.google.com/maps/search/?api=1&query=…)',
            ],
          },
        },
        '{{fields.city}}',
      ),
    ]),
    listCollection('blogCategories', 'Blog categories', [listFile('blogCategories', 'Blog categories', 'blog-categories/categories.json')]),
    {
      name: 'countryCosts',
      label: 'Country costs',
      label_singular: 'Country cost sheet',
      description:
        "One destination's costs each (tuition, living, rent, visa fees, proof of funds, flights): the country pages, the accommodation page and the cost planner read them.",
      folder: 'src/content/country-costs',
      extension: 'json',
      format: 'json',
      // One sheet per destination, named for it: editors update the five, they do not add more.
      create: false,
      editor: { preview: false },
      identifier_field: 'country',
      summary: '{{country}}',
      fields: decapFields(schemaOf('countryCosts'), {
        country: { options: choices(lists.destinations, (d) => d.name) },
        tuition: { summary: '{{fields.label}}' },
        fees: { summary: '{{fields.label}}' },
      }),
    },
    countrySheets(
      'applicationTimelines',
      'Application timelines',
      'Application timeline',
      'application-timelines',
      "One destination's steps each, from the shortlist to the flight: how many months before the intake each is due and the real deadlines (UCAS, early action …). My application timeline dates them.",
      {
        steps: { summary: '{{fields.id}} ({{fields.monthsBefore}} months before)' },
        'steps.note': { widget: 'text' },
        'steps.ifLate': { widget: 'text' },
      },
    ),
    countrySheets(
      'workRights',
      'Work rights',
      'Work rules',
      'work-rights',
      "One destination's work rules for students each: the hours a week (or fortnight) they may work during study and the years a graduate permit gives, with the government page they come from. Every page that names them follows; change a rule together with its checked date.",
    ),
    listCollection('documents', 'Documents checklist', [
      listFile('documents', 'Documents', 'documents/documents.json', {
        'countries.*': { options: choices(lists.destinations, (d) => d.name) },
        why: { widget: 'text' },
        mistake: { widget: 'text' },
      }),
    ]),
    sheetFolder('glossary', 'Glossaries', 'Glossary', 'glossary', {
      description:
        "One file per language: for each idea the wording its pages use and the wordings they avoid. The checks on every change fail while that language's copy holds a wording marked error (a wrong meaning), naming the file and the wording to use; the build lists the warnings.",
      identifier: 'language',
      fields: decapFields(schemaOf('glossary'), {
        terms: { summary: '{{fields.english}}: {{fields.use}}' },
        'terms.variants': { summary: '{{fields.text}} ({{fields.level}})' },
        'terms.note': { widget: 'text' },
      }),
    }),
    sheetFolder('gradeConversions', 'Grade conversions', 'Grade conversion', 'grade-conversions', {
      description: 'How a CGPA becomes a percentage in Check my chances (percentage = CGPA × multiplier), with its source.',
      identifier: 'source',
      fields: decapFields(schemaOf('gradeConversions')),
    }),
    listCollection('money', 'Scholarships & loans', [
      listFile('scholarships', 'Scholarships', 'scholarships/scholarships.json', {
        'destinations.*': { options: choices(lists.destinations, (d) => d.name) },
        'universities.*': { relation: relationTo('universities', 'universities', 'name') },
        summary: { widget: 'text' },
        howToApply: { widget: 'text' },
        covers: { summary: '{{fields.what}}: {{fields.worth}} {{fields.share}}{{fields.amount}} {{fields.currency}}' },
        sources: { summary: '{{fields.url}}' },
      }),
      listFile('lenders', 'Education-loan lenders', 'lenders/lenders.json', {
        'destinations.*': { options: choices(lists.destinations, (d) => d.name) },
        collateral: { widget: 'text' },
        coApplicant: { widget: 'text' },
        coverNote: { widget: 'text' },
        sources: { summary: '{{fields.url}}' },
      }),
    ]),
    {
      name: 'taxRules',
      label: 'Tax rules for loans',
      description:
        'The Section 80E deduction of education-loan interest, TCS on money sent abroad for education, and the old regime’s slabs: /education-loans and the cost planner use them. Change a rule together with its sources and checked date.',
      format: 'json',
      editor: { preview: false },
      extension: 'json',
      files: [
        {
          name: 'taxRules',
          label: 'Tax rules',
          file: 'src/content/tax-rules/rules.json',
          fields: [
            {
              name: 'india',
              label: 'India',
              widget: 'object',
              fields: decapFields(schemaOf('taxRules'), { 'oldRegimeSlabs.slabs': { summary: '{{fields.rate}}% from ₹{{fields.from}}' } }),
            },
          ],
        },
      ],
    },
    {
      name: 'exchangeRates',
      label: 'Exchange rates',
      format: 'json',
      editor: { preview: false },
      extension: 'json',
      files: [
        {
          name: 'exchangeRates',
          label: 'Rupee exchange rates',
          file: 'src/content/exchange-rates/rates.json',
          fields: [
            { name: 'inr', label: 'Rupees per unit of each currency', widget: 'object', fields: decapFields(schemaOf('exchangeRates')) },
          ],
        },
      ],
    },
    {
      name: 'fees',
      label: 'Fees',
      description:
        'Our packages and individual services in rupees, the registration fee, the refund rules in plain words and how we are paid: /fees. Change a price together with its checked date.',
      format: 'json',
      editor: { preview: false },
      extension: 'json',
      files: [
        {
          name: 'fees',
          label: 'Fee schedule',
          file: 'src/content/fees/fees.json',
          fields: [
            {
              name: 'schedule',
              label: 'Fee schedule',
              widget: 'object',
              fields: decapFields(schemaOf('fees'), {
                packages: { summary: '{{fields.name}}' },
                services: { summary: '{{fields.name}}' },
              }),
            },
          ],
        },
      ],
    },
    jsonFiles(
      'pages',
      'Page copy',
      "Each page's hero, section headings, closing call to action, other words and figures. Words in {braces} are filled in by the site (a figure, a count, the reply time): keep them where the sentence needs them.",
      lists.pages.map(({ id, copy }) => ({
        name: `page-${id}`,
        label: pageLabel(id),
        file: `src/content/pages/${id}.json`,
        fields: decapFields(pageCopyForm(copy)),
      })),
    ),
    // Each page's copy in each other language: the English page's form, each text's English under its field.
    ...translatedLanguages.map(({ code, name }) =>
      jsonFiles(
        `pages-${code}`,
        `Page copy in ${name}`,
        `Each page's copy on its /${code}/ page, translated: the same fields as the English page copy, each field showing its English text beneath. Keep every word in {braces} exactly; a page not translated yet shows in English.`,
        lists.pages.map(({ id, copy }) => ({
          name: `page-${id}`,
          label: pageLabel(id),
          file: `src/content/pages/${code}/${id}.json`,
          fields: decapFields(pageCopyForm(copy), pageCopyHints(copy)),
        })),
      ),
    ),
    jsonFiles(
      'strings',
      'Words on buttons and messages',
      'The words of buttons, labels, form messages and empty states, one file per part of the site. Words many parts share ("(opens in a new tab)", the levels of study, "lakh") are in Common, once. Words in {braces} are filled in by the site (a count, a name, the opening hours): keep them where the sentence needs them.',
      lists.strings.map(({ area, words }) => ({
        name: `strings-${area}`,
        // Named for its file, "Contact form": the part of the site whose words it holds.
        label: labelFor(area),
        file: `src/content/strings/${defaultLang}/${area}.json`,
        // Each key's label is the key itself, read aloud: "errors.name.empty" → "Errors › name › empty".
        fields: decapFields(stringsForm(words), Object.fromEntries(Object.keys(words).map((key) => [key, { label: keyLabel(key) }]))),
      })),
    ),
    // Each area's words in each other language: the same keys and braces as the English, each English text under its field.
    ...translatedLanguages.map(({ code, name }) =>
      jsonFiles(
        `strings-${code}`,
        `Words on buttons and messages in ${name}`,
        `The words of buttons, labels, form messages and empty states on the /${code}/ pages, one file per part of the site, each field showing its English text beneath. Words many parts share are in Common, once. Keep every word in {braces} exactly: the site fills them in.`,
        lists.strings.map(({ area, words }) => ({
          name: `strings-${area}`,
          label: labelFor(area),
          file: `src/content/strings/${code}/${area}.json`,
          fields: decapFields(
            stringsForm(words),
            Object.fromEntries(Object.entries(words).map(([key, text]) => [key, { label: keyLabel(key), hint: englishHint(text) }])),
          ),
        })),
      ),
    ),
    // The other content's translations (<folder>/<code>/<file>.json), texts only: a list file's
    // entries are named by id, any other file has the English file's shape.
    ...translatedLanguages.flatMap(({ code, name }) => contentTranslations(lists.content, code, name)),
    {
      name: 'settings',
      label: 'Site settings',
      format: 'json',
      editor: { preview: false },
      extension: 'json',
      files: [
        {
          name: 'contact',
          label: 'Phone, e-mail, hours and address',
          file: 'src/content/site-settings/contact.json',
          fields: decapFields(siteSettingsSchema),
        },
        // The address as each other language writes it; what a translation leaves empty stays English.
        ...translatedLanguages.map(({ code, name }) => ({
          name: `contact-${code}`,
          label: `Address in ${name}`,
          file: translationPath('src/content/site-settings/contact.json', code),
          fields: decapFields(siteSettingsTranslationSchema),
        })),
      ],
    },
  ];
}
