/**
 * The site's content as the pages show it, for tests that must expect whatever an editor wrote:
 * every heading, name, count and figure a test checks is read here, never typed in a spec. Files are
 * read from the site folder given by SITE_ROOT (the editor-flow test points it at a temporary copy
 * of the site), by default this repository; facts named in copy ("{consultation.sessions}") and a
 * page's own placeholders ("{count}") are filled by the site's own schemas and src/lib functions,
 * lists are put in the editors' order by the site's own rule. This module is the one place that
 * knows where content lives: when the content model changes, it changes here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { copyFactsIn, type FactWords, type RentFigures, type WorkRightsFigures } from '../../src/config/facts';
import { figures as writtenFigures } from '../../src/config/figures';
import { addressIn, brand, contact } from '../../src/config/site';
import { blogCategoryIds, type BlogCategoryId } from '../../src/lib/blog/categories';
import { costTableRows, type CostTableRow } from '../../src/lib/costs/tableRows';
import type { CostSheet } from '../../src/lib/costs/sheet';
import { byOrder } from '../../src/lib/lists/order';
import type { Currency } from '../../src/lib/money/currencies';
import { formatMoneyRange } from '../../src/lib/money/range';
import { ratesAsOf } from '../../src/lib/planner/format';
import { dayText } from '../../src/lib/chances/words';
import type { PlannerWords } from '../../src/lib/planner/words';
import { pageTitle } from '../../src/lib/seo/pageTitle';
import { countValues, type CountWords } from '../../src/lib/text/countWord';
import { fillIn, fillInAll, type PlaceholderValues } from '../../src/lib/text/placeholders';
import { wordsFromFiles } from '../../src/lib/text/sharedWords';
import { readFigures } from '../../src/lib/text/wordedFigures';
import { rankingBand } from '../../src/lib/universities/facts';
import { destinationSchema } from '../../src/schemas/destination';
import { languages, type Lang } from '../../src/config/languages';
import { overlay } from '../../src/lib/i18n/overlay';
import type { TextShape } from '../../src/lib/i18n/textShape';
import { destinationPath, servicePath } from '../../src/lib/navigation/paths';
import { pageCopySchema, type Closing, type SectionHeading } from '../../src/schemas/pageCopy';

/** The site whose content the tests expect: SITE_ROOT, or this repository. */
const siteRoot = process.env.SITE_ROOT ?? fileURLToPath(new URL('../..', import.meta.url));
const contentDir = join(siteRoot, 'src/content');

/** A content file (JSON) of the site under test, by its path under src/content. */
export const readContent = <T>(path: string): T => JSON.parse(readFileSync(join(contentDir, path), 'utf8')) as T;

/** Whether the site under test has a content file (a translation, say), by its path under src/content. */
export const hasContent = (path: string) => existsSync(join(contentDir, path));

/** The JSON files of a content folder, one entry each. */
function folderOf<T>(folder: string): T[] {
  return readdirSync(join(contentDir, folder))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readContent<T>(`${folder}/${name}`));
}

/** Entries in the editors' order, as every list on the site is sorted (ties by name). */
const inOrder = <T extends { order: number }>(entries: readonly T[]): T[] => [...entries].sort(byOrder);

/**
 * The facts copy may name, written once in src/config (marketing figures, the service pages' timings
 * and counts): a test expects a figure from here, never retyped.
 */
/** A language's words around figures' numbers ("over {value}"). */
const figureWords = (lang: Lang = 'en') => readContent<FactWords>(`strings/${lang}/figures.json`);
export const figures = readFigures(writtenFigures, figureWords(), languages.en.shortNumbers);

export type { Lang };

// Each destination's work rules (src/content/work-rights/<country>.json), named in copy as "{workRights.canada.hours}".

export interface WorkRights {
  country: string;
  hours: number;
  per: 'week' | 'fortnight';
  yearsAfter?: number;
  source: string;
  sourceUrl: string;
  /** YYYY-MM-DD */
  checked: string;
}
const workRules = folderOf<WorkRights>('work-rights');

/** A destination's work rules: its figures, the page they come from and the day they were checked. */
export const workRightsOf = (countryId: string): WorkRights => workRules.find((rules) => rules.country === countryId)!;

const workRightsFigures: WorkRightsFigures = Object.fromEntries(
  workRules.map(({ country, hours, yearsAfter }) => [country, { hours, yearsAfter }]),
);

/** The head office's address as a page in `lang` writes it: the settings, with the language's translation of them if it has one. */
const addressOf = (lang: Lang) => {
  const file = `site-settings/${lang}/contact.json`;
  return lang === 'en' ? contact.address : addressIn(hasContent(file) ? readContent(file) : undefined, file);
};

/** Each destination's typical rents, from its cost sheet in its currency, named in copy as "{rents.usa.dorm}". */
const rentFigures: RentFigures = Object.fromEntries(
  readContent<{ id: string; currency: Currency }[]>('destinations/destinations.json').map(({ id, currency }) => {
    const { dorm, shared, studio } = readContent<Pick<Sheet, 'accommodation'>>(`country-costs/${id}.json`).accommodation;
    return [id, { currency, dorm, shared, studio }];
  }),
);

/** The facts as a page in `lang` reads them, its opening hours ("{contact.hours}") and the office's address written out in it. */
const factsIn = (lang: Lang = 'en') =>
  copyFactsIn(lang, {
    words: figureWords(lang),
    replyPromise: stringsOf('site', lang).replyPromise!,
    workRights: workRightsFigures,
    rents: rentFigures,
    address: addressOf(lang),
  });

/**
 * A content file in a language: the English file with its translation beside it
 * (src/content/<folder>/<lang>/<file>.json) laid over it by the site's own rule, items of a list file
 * matched by `id`; the English file alone when there is no translation.
 */
function readTranslated<T>(path: string, lang: Lang = 'en'): T {
  const english = readContent<T>(path);
  const translationPath = path.replace(/\/([^/]+)$/, `/${lang}/$1`);
  if (lang === 'en' || !existsSync(join(contentDir, translationPath))) return english;
  const words = readContent<unknown>(translationPath);
  if (!Array.isArray(english)) return overlay(english, words, textsOf(words), translationPath);
  return english.map((item: { id?: string }) => {
    const { id: _id, ...translation } = (words as { id?: string }[]).find((w) => w.id === item.id) ?? {};
    return overlay(item, translation, textsOf(translation), `${translationPath}, "${item.id}"`);
  }) as T;
}

/**
 * The texts a translation gives, as the shape the overlay follows: what a page shows is the same
 * whether the overlay knows every text of the schema or only those given (the page's own reading
 * also knows which English texts it names, which no test here reads).
 */
function textsOf(words: unknown): TextShape {
  if (typeof words === 'string') return { text: true };
  if (Array.isArray(words)) return { items: words.map(textsOf).reduce((all, one) => mergeShapes(all, one), { fields: {} } as TextShape) };
  if (words && typeof words === 'object')
    return { fields: Object.fromEntries(Object.entries(words).map(([key, value]) => [key, textsOf(value)])) };
  return { fields: {} };
}
const mergeShapes = (a: TextShape, b: TextShape): TextShape =>
  'fields' in a && 'fields' in b ? { fields: { ...a.fields, ...b.fields } } : 'fields' in a && Object.keys(a.fields).length === 0 ? b : a;

/**
 * The words of one area's components and islands (src/content/strings/<lang>/<area>.json), with the
 * shared words and the locale beside them by the site's own rule.
 */
export const stringsOf = (area: string, lang: Lang = 'en'): Record<string, string> =>
  wordsFromFiles(area, lang, languages[lang].locale, readContent);

/** Facts named in copy ("{consultation.sessions}", "{figures.usa.colleges}") filled in, as the pages receive them. */
const withFacts = <T>(copy: T, values: PlaceholderValues = {}, lang: Lang = 'en'): T =>
  fillInAll(copy, { ...(factsIn(lang) as PlaceholderValues), ...values });

// Destinations and universities.

type Headline = { value: string; label: string };

export interface Destination {
  id: string;
  order: number;
  name: string;
  currency: Currency;
  inSentence: string;
  summary: string;
  metaDescription: string;
  officialInfo: { label: string; url: string };
  headline: Headline[];
  statistics: Headline[];
  sections: Record<string, SectionHeading>;
  closing: Closing;
}

/**
 * The destinations in the editors' order, the facts their summary and description name filled in
 * (a description's count of steps, a plain name, is its page's to fill).
 */
export const destinations = inOrder(readContent<Destination[]>('destinations/destinations.json')).map((d) => ({
  ...d,
  summary: withFacts(d.summary),
  metaDescription: fillIn(d.metaDescription, factsIn() as PlaceholderValues, (name) => !name.includes('.')),
  path: destinationPath(d.id),
  statistics: d.statistics ?? [],
}));
export const destinationById = (id: string) => destinations.find((d) => d.id === id)!;

/** A destination's name as the pages of a language write it ("USA", and on Hindi pages its Hindi name). */
export const destinationName = (id: string, lang: Lang = 'en') =>
  readTranslated<Destination[]>('destinations/destinations.json', lang).find((d) => d.id === id)!.name;

/** A headline figure as a card shows it: the marketing figure it names, or its plain value, with its label. */
const shownFigure = (headline: Headline) => ({
  value: withFacts(headline.value),
  label: headline.label,
});

/** A destination's card figures (its `headline`). */
export const headlineOf = (d: Destination) => d.headline.map(shownFigure);

/** A full country page's "why study here" figures (its `statistics`; none for the short guides). */
export const statisticsOf = (d: Destination) => d.statistics.map(shownFigure);

/** A country page's heading and title: "Study in USA". */
export const countryPageTitle = (d: Destination) => fillIn(stringsOf('navigation').destinationPage!, { country: d.name });

export interface University {
  id: string;
  name: string;
  abbreviation?: string;
  country: string;
  region: string;
  city: string;
  page?: string;
  type: string;
  notableFor: string;
  crest: { monogram: string };
  ranking: { qsWorld: number; year: number };
  levels: string[];
  subjects: string[];
  programmes: string[];
  scholarshipUpTo?: string;
  admissions: {
    academicYear: string;
    checked: string;
    tuition: { min: number; max: number };
    applicationFee: number;
    english: Partial<Record<'ielts' | 'toefl' | 'pte' | 'duolingo', number>>;
    intakes: string[];
  };
  partner?: { order: number; featured: boolean };
  home?: { order: number };
  countryPage?: { order: number };
}

export const universities = readContent<University[]>('universities/universities.json');

/** A university as the pages of a language show it (its region, city and words translated; the rest as in English). */
export const universityIn = (id: string, lang: Lang) =>
  readTranslated<University[]>('universities/universities.json', lang).find((u) => u.id === id)!;

/** The destination's name as the site writes it ("USA"). */
export const countryName = (u: University) => destinationById(u.country).name;

/** The currency its fees are in ("USD"). */
export const currencyOf = (u: University) => destinationById(u.country).currency;

/** Where a university's cards link: its own page, or the partner list. */
export const universityLink = (u: University) => u.page ?? '/universities';

/** "Top 30 worldwide": a ranking in its round band, as country pages state it. */
export function rankingInBand(ranking: { qsWorld: number; year: number }): string {
  const words = stringsOf('universities');
  const band = rankingBand(ranking);
  return band === undefined ? fillIn(words['band.ranked']!, { rank: ranking.qsWorld }) : fillIn(words['band.top']!, { band });
}

/** The universities one place lists (partner, home or countryPage), in that place's order. */
export function listedIn(place: 'partner' | 'home' | 'countryPage', countryId?: string): University[] {
  return universities
    .filter((u) => u[place] && (!countryId || u.country === countryId))
    .map((u) => ({ ...u, order: u[place]!.order }))
    .sort(byOrder)
    .map(({ order: _order, ...u }) => u);
}

/** The dated exchange rates every rupee figure is converted with. */
export const rates = readContent<{ inr: { asOf: string; rupeesPer: Record<string, number> } }>('exchange-rates/rates.json').inr;

// Costs.

interface Range {
  min: number;
  max: number;
}

interface Sheet {
  country: string;
  typicalYears: { Undergraduate: number; Postgraduate: number };
  tuition: (Range & { id: string; label: string; levels: string[] })[];
  living: { major: Range & { label: string }; elsewhere: Range & { label: string } };
  accommodation: {
    per: 'week' | 'month';
    dorm: Range & { label: string; note: string };
    shared: Range & { label: string; note: string };
    studio: Range & { label: string; note: string };
  };
  healthInsurance?: Range & { label: string };
  fees: { id: string; label: string; amount: number; per: 'application' | 'year' }[];
  proofOfFunds: { label: string };
}

/** Each destination's cost sheet (src/content/country-costs/<id>.json). */
const sheets: Sheet[] = folderOf<Sheet>('country-costs');
/** A destination's cost sheet, its labels in the language asked for (src/content/country-costs/<lang>/<id>.json). */
export const sheetOf = (countryId: string, lang: Lang = 'en'): Sheet =>
  lang === 'en' ? sheets.find((s) => s.country === countryId)! : readTranslated<Sheet>(`country-costs/${countryId}.json`, lang);

/** The rows of a country page's cost table, worked out by the site's own rules from its sheet. */
export const costRows = (countryId: string): CostTableRow[] =>
  costTableRows({ ...sheetOf(countryId), currency: destinationById(countryId).currency } as unknown as CostSheet);
const costRow = (countryId: string, id: string) => costRows(countryId).find((r) => r.id === id)!;

/** A cost row's amount as the tables print it: "$10,000-$18,000", "CAD 15,000-22,000". */
export const costAmount = (row: CostTableRow) => formatMoneyRange(row.currency, languages.en.locale, row.min, row.max);

/** A cost row's name as the table states it ("Undergraduate tuition", "Living costs", a fee's label). */
export function costItem(row: CostTableRow): string {
  const words = stringsOf('costs');
  if (row.kind === 'tuition') return fillIn(words['row.tuition']!, { label: row.label ?? '' });
  return row.kind === 'living' ? words['row.living']! : (row.label ?? '');
}

/** A cost row's period as the table states it ("per year", "one-off"). */
export const costPeriod = (row: CostTableRow) => stringsOf('costs')[row.period === 'year' ? 'period.year' : 'period.once']!;

type ComparisonCell = { cost: string } | { text: string };

/** The USA-versus-Canada rows in order, each cell as the table prints it (a figure, a cost row's amount, or text). */
export const comparisonRows = inOrder(
  readContent<{ id: string; order: number; aspect: string; usa: ComparisonCell; canada: ComparisonCell }[]>(
    'destinations/country-comparison.json',
  ),
).map((row) => {
  const cell = (value: ComparisonCell, country: string) =>
    'text' in value ? withFacts(value.text) : costAmount(costRow(country, value.cost));
  return { aspect: row.aspect, usa: cell(row.usa, 'usa'), canada: cell(row.canada, 'canada') };
});

// Page copy.

export interface PageCopy {
  hero: { title: string; description: string; eyebrow?: string; lead?: string };
  sections: Record<string, SectionHeading>;
  closing?: Closing;
}

export interface CountryStep {
  id: string;
  country: string;
  journey: 'application' | 'residency';
  order: number;
  title: string;
  description: string;
}
const countrySteps = readContent<CountryStep[]>('destinations/country-steps.json');

/** A country's steps of one journey (the USA's application, Canada's pathway to residency), in order, with the facts they name filled in. */
export const stepsOf = (countryId: string, journey: CountryStep['journey']) =>
  inOrder(countrySteps.filter((s) => s.country === countryId && s.journey === journey)).map((step) => withFacts(step));

interface CountryHighlight {
  id: string;
  country: string;
  topic: string;
  order: number;
  title: string;
  fact?: string;
  description: string;
}
const countryHighlights = readContent<CountryHighlight[]>('destinations/country-highlights.json');
/** A country's highlights of one topic in order, the facts they name filled in. */
export const highlightsOf = (countryId: string, topic: string) =>
  inOrder(countryHighlights.filter((h) => h.country === countryId && h.topic === topic)).map((highlight) => withFacts(highlight));

/** A country's highlights, any topic, whose words (as written) name one of its work rules ("{workRights.uk.hours}"), as a page in `lang` shows them. */
export function workRuleHighlightsOf(countryId: string, lang: Lang = 'en') {
  const naming = new Set(
    countryHighlights
      .filter((h) => h.country === countryId && `${h.fact ?? ''} ${h.description}`.includes(`{workRights.${countryId}.`))
      .map((h) => h.id),
  );
  return readTranslated<CountryHighlight[]>('destinations/country-highlights.json', lang)
    .filter((h) => naming.has(h.id))
    .map((highlight) => withFacts(highlight, {}, lang));
}

/** The lengths of a page's lists in the words its copy names them with (src/queries/counts.ts). */
const counted = (counts: Record<string, number>, lang: Lang) =>
  countValues(counts, { common: stringsOf('common', lang) as CountWords['common'], locale: languages[lang].locale });

/** The words only a page can count, filled into its copy as that page fills them. */
function pageValues(page: string, lang: Lang): PlaceholderValues {
  if (page === 'about') return { ...counted({ count: storiesOn('about').length }, lang), foundedYear: brand.foundedYear };
  if (page === 'cost-planner')
    return {
      ratesAsOf: ratesAsOf(rates.asOf, stringsOf('planner', lang) as PlannerWords),
      ...counted({ destinations: destinations.length }, lang),
    };
  if (page === 'usa') return { steps: stepsOf('usa', 'application').length };
  if (page === 'canada') return counted({ universities: listedIn('countryPage', 'canada').length }, lang);
  if (page === 'chances') return { ratesAsOf: dayText(rates.asOf, stringsOf('chances', lang)) };
  if (page === 'destinations') return counted({ destinations: destinations.length }, lang);
  if (page === 'services') {
    // The page's services alongside every plan are those its copy gives a title.
    const alongside = Object.keys(readContent<{ words: Record<string, string> }>('pages/services.json').words).filter((key) =>
      key.endsWith('.title'),
    );
    return counted({ coreServices: services.length, moreServices: alongside.length }, lang);
  }
  if (page === 'services-consultation')
    return counted({ steps: serviceSteps('consultation').length, destinations: destinations.length }, lang);
  if (page === 'services-application')
    return counted({ services: serviceHighlights('application', 'offerings').length, steps: serviceSteps('application').length }, lang);
  if (page === 'services-visa-support') return counted({ steps: serviceSteps('visa-support').length }, lang);
  if (page === 'services-accommodation') return counted({ steps: serviceSteps('accommodation').length }, lang);
  return {};
}

/**
 * A page's hero, section headings and closing (src/content/pages/<page>.json), as the page shows them;
 * in another language, its translation (src/content/pages/<lang>/<page>.json) where there is one, as the site reads it.
 */
export function pageCopy(
  page: string,
  lang: Lang = 'en',
): PageCopy & {
  word: (name: string, values?: PlaceholderValues) => string;
  figures: (name: string) => { value: string; label: string }[];
} {
  const translated = lang !== 'en' && existsSync(join(contentDir, 'pages', lang, `${page}.json`));
  const {
    words,
    figures: lists,
    ...copy
  } = pageCopySchema.parse(readContent(translated ? `pages/${lang}/${page}.json` : `pages/${page}.json`)) as PageCopy & {
    words: Record<string, string>;
    figures: Record<string, { value: string; label: string }[]>;
  };
  const copyLang = translated ? lang : 'en';
  const values = pageValues(page, copyLang);
  return {
    ...withFacts(copy, values, copyLang),
    // A page's other words and figures are filled when asked for, with the values only their place knows.
    word: (name, more = {}) => withFacts(words[name]!, { ...values, ...more }, copyLang),
    figures: (name) => withFacts(lists[name]!, values, copyLang),
  };
}

/** A country page's section headings and closing, from its entry in destinations.json. */
export function countryCopy(countryId: string): Pick<PageCopy, 'sections'> & { closing: Closing } {
  // The entry as written: its path is derived here, not a field of the file.
  const { path: _path, ...entry } = destinationById(countryId);
  const { sections, closing } = destinationSchema.parse(entry);
  return withFacts({ sections, closing }, pageValues(countryId, 'en'));
}

/** One of a country page's other words (its entry's `words` in destinations.json: a link's label, a list's name), filled as the page fills it. */
export function countryWord(countryId: string, name: string): string {
  const entry = readContent<{ id: string; words?: Record<string, string> }[]>('destinations/destinations.json').find(
    (d) => d.id === countryId,
  )!;
  return withFacts(entry.words![name]!, pageValues(countryId, 'en'));
}

/** The page copy file a path's page reads (`/services/visa-support` → services-visa-support), if it has one. */
const pageFileOf = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/\//g, '-'));

interface LegalPage {
  title: string;
  description: string;
  order: number;
  lastUpdated: string;
}

/** A policy file's front matter and text (src/content/legal/<page>.md, or its translation in legal/<lang>/). */
function legalFile(path: string): { front: LegalPage; body: string } {
  const [, front, body] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(readFileSync(join(contentDir, 'legal', path), 'utf8'))!;
  return { front: parse(front!) as LegalPage, body: body! };
}

/** A legal page's front matter (src/content/legal/<page>.md). */
const legalPage = (path: string): LegalPage => legalFile(`${path.slice(1)}.md`).front;

/** The main heading (h1) of the page at a path, read from wherever its words live. */
export function headingOf(path: string): string {
  const country = destinations.find((d) => d.path === path);
  if (country) return countryPageTitle(country);
  const post = blogPosts.find((p) => path === `/blog/${p.id}`);
  if (post) return post.title;
  if (existsSync(join(contentDir, 'pages', `${pageFileOf(path)}.json`))) return pageCopy(pageFileOf(path)).hero.title;
  if (existsSync(join(contentDir, 'legal', `${path.slice(1)}.md`))) return legalPage(path).title;
  throw new Error(`tests/e2e/content.ts does not know where the heading of ${path} is written`);
}

/** The browser title of the page at a path, as the site writes it from the heading and the brand. */
export const titleOf = (path: string) => pageTitle(path === '/' ? undefined : headingOf(path), brand.name, brand.tagline, brand.shortName);

// Services.

export interface Service {
  id: string;
  order: number;
  title: string;
  description: string;
  /** The service's page: /services/<id>. */
  path: string;
}

/** The services in the editors' order, each with its page. */
export const services: Service[] = inOrder(readContent<Omit<Service, 'path'>[]>('services/services.json')).map((service) => ({
  ...service,
  path: servicePath(service.id),
}));

interface Step {
  title: string;
  description: string;
}

/** A service page's process steps (src/content/service-steps/<service>.json), in the order of the file. */
export function serviceSteps(service: string): Step[] {
  return readContent<{ steps: Step[] }>(`service-steps/${service}.json`).steps.map((step) => ({
    ...step,
    description: withFacts(step.description),
  }));
}

/** A service page's cards of one section (src/content/service-highlights/<service>-<section>.json). */
export function serviceHighlights(service: string, section: 'offerings' | 'differentiators' | 'safety'): Step[] {
  return readContent<{ items: Step[] }>(`service-highlights/${service}-${section}.json`).items;
}

export interface Course {
  id: string;
  order: number;
  name: string;
  duration: string;
  hours: string;
  batchSize?: string;
  mockTests?: string;
  levels?: string[];
  oneOnOneCoaching?: 'optional';
}
/** The language-test courses in order, each with its page. */
export const courses = inOrder(readContent<Course[]>('courses/courses.json')).map((course) => ({
  ...course,
  path: `/services/language-training/${course.id}`,
}));

export interface VisaGuide {
  id: string;
  order: number;
  country: string;
  items: { term: string; detail: string }[];
}
export const visaGuides = inOrder(readContent<VisaGuide[]>('visa-country-guides/guides.json'));

// About and community.

/** The scholarships, in the order of the file (the finder's order). */
export interface ScholarshipEntry {
  id: string;
  name: string;
  funderType: 'government' | 'trust' | 'university';
  destinations: string[];
  universities?: string[];
  levels: string[];
  subjects?: string[];
  covers: { what: string; worth: 'varies' | { share: number } | { amount: number; currency: string; upTo?: boolean } }[];
  deadline: { months?: string[]; note?: string };
  link: string;
}
export const scholarships = readContent<ScholarshipEntry[]>('scholarships/scholarships.json');

// People.

interface StoryEntry {
  id: string;
  name: string;
  programme: string;
  university?: string;
  universityName?: string;
  city?: string;
  country?: string;
  year: number;
  quote: string;
  achievement?: string;
  home?: { order: number };
  about?: { order: number };
  universitiesPage?: { order: number };
  servicePage?: { service: string; order: number };
}

/** A student story with its university, city and country spelled out as the pages print them. */
export interface Story extends StoryEntry {
  universityName: string;
  city: string;
  countryName: string;
}

const stories: Story[] = readContent<StoryEntry[]>('student-stories/stories.json').map((story) => {
  const university = universities.find((u) => u.id === story.university);
  return {
    ...story,
    universityName: university?.name ?? story.universityName!,
    city: university?.city ?? story.city!,
    countryName: destinationById(university?.country ?? story.country!).name,
  };
});

const byPlacement = (placement: (story: Story) => { order: number } | undefined) =>
  stories
    .flatMap((story) => (placement(story) ? [{ story, order: placement(story)!.order, name: story.name }] : []))
    .sort(byOrder)
    .map(({ story }) => story);

/** The stories a page shows, in its order. */
export function storiesOn(page: 'home' | 'about' | 'universitiesPage') {
  return byPlacement((story) => story[page]);
}

/** The testimonials of one service page, in its order. */
export const serviceStories = (service: string) =>
  byPlacement((story) => (story.servicePage?.service === service ? story.servicePage : undefined));

export interface TeamMember {
  id: string;
  name: string;
  role: string;
}
export const team = readContent<TeamMember[]>('team/team.json');

// The blog.

export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  imageAlt: string;
  category: string;
  author: string;
  date: Date;
  updated?: Date;
  tags: string[];
  featured: boolean;
  /** The article itself, Markdown. */
  body: string;
}

/** Every post's front matter and text (the file name is its id), newest first as the site lists them (same day: by id). */
export const blogPosts: BlogPost[] = readdirSync(join(contentDir, 'blog'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => {
    const source = readFileSync(join(contentDir, 'blog', name), 'utf8');
    const [, frontMatterText, body] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)!;
    const frontMatter = parse(frontMatterText!) as Omit<BlogPost, 'id' | 'date' | 'updated' | 'body'> & {
      date: string | Date;
      updated?: string | Date;
    };
    return {
      ...frontMatter,
      id: name.slice(0, -3),
      date: new Date(frontMatter.date),
      updated: frontMatter.updated ? new Date(frontMatter.updated) : undefined,
      body: body!,
    };
  })
  .sort((a, b) => b.date.getTime() - a.date.getTime() || a.id.localeCompare(b.id));

/** A post's words as the pages of a language show them (src/content/blog/<lang>/<id>.md, else the English post's). */
export function postIn(id: string, lang: Lang = 'en'): Pick<BlogPost, 'title' | 'excerpt' | 'tags'> {
  const translated = join(contentDir, 'blog', lang, `${id}.md`);
  if (lang === 'en' || !existsSync(translated)) return blogPosts.find((post) => post.id === id)!;
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(translated, 'utf8'))![1]!;
  return parse(frontMatter) as Pick<BlogPost, 'title' | 'excerpt' | 'tags'>;
}

/** A post's title as the pages of a language show it. */
export const postTitle = (id: string, lang: Lang = 'en'): string => postIn(id, lang).title;

export interface BlogCategory {
  id: string;
  name: string;
}
/** The blog's categories, in the order the tabs and panels show them. */
export const blogCategories = readContent<BlogCategory[]>('blog-categories/categories.json').sort(
  (a, b) => blogCategoryIds.indexOf(a.id as BlogCategoryId) - blogCategoryIds.indexOf(b.id as BlogCategoryId),
);

// Contact.

/**
 * The editors' site settings (src/content/site-settings/contact.json: phone, e-mail, hours, address),
 * read and typed by src/config/site.ts as every page reads them (of the tree the tests run from).
 */
