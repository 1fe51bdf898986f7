/**
 * What the pages of a language show from the content, read through the queries the pages read it
 * with: every area's words, every page's copy with what only its page works out filled in, each
 * list in its order, the figures, the policies, the menus. The build writes it beside the site
 * (src/pages/content-shown.json.ts, moved out of the output by the post-build pipeline, so it is
 * never served), and the browser tests take what they expect from it: an editor's change reaches
 * them as it reaches the pages, and nothing reads the content a second way.
 */
import { copyFacts } from '~/config/facts';
import type { SectionHeading } from '~/schemas/pageCopy';
import { defaultLang, type Lang } from '~/config/languages';
import { legalPath } from '~/lib/navigation/paths';
import { ShortFigure, WordedFigure } from '~/lib/text/wordedFigures';
import { loadBlogCategories, loadBlogPosts } from './blog';
import { brandWords } from './brand';
import { cgpaRule, chancesUniversities } from './chances';
import { getCollection } from './collections';
import { comingSoonPageList } from './comingSoon';
import { consentCopy } from './consent';
import { communityBenefits } from './communityBenefits';
import { costRows, costSheets } from './costs';
import { courses } from './courses';
import {
  allDestinations,
  comparisonRows,
  costRangeEnds,
  countryCopy,
  countryDescription,
  highlights,
  steps,
  type Destination,
} from './destinations';
import { studyDocuments } from './documents';
import { allEvents, upcomingEvents } from './events';
import { exchangeRates } from './exchangeRates';
import { factsFor } from './facts';
import { faqsFor } from './faqs';
import { feeSchedule } from './fees';
import { legalPages, policyIn, policySections } from './legal';
import { lenders, taxRules } from './lenders';
import { mentors } from './mentors';
import { callsToAction, navigation } from './navigation';
import { offices } from './offices';
import { inOrder } from './order';
import { pageCopy } from './pages';
import { pastRecordings } from './recordings';
import { scholarships } from './scholarships';
import { allServices, getServiceContent } from './services';
import { strings, type StringArea } from './strings';
import { serviceStories, storiesOn } from './studentStories';
import { applicationTimelines } from './timelines';
import { countryPageUniversities, homeUniversities, partnerUniversities, shortlistCatalogue, universityPages } from './universities';
import { workRights } from './workRights';

/** A copy lookup's names, each asked for: the whole of a page's copy as the page reads it. */
function wholeCopy(
  copy: {
    section: (name: string) => SectionHeading;
    word: (name: string) => string;
    figures: (name: string) => { value: string; label: string }[];
  },
  names: { sections: object; words: object; figures: object },
) {
  const each = <T>(of: object, read: (name: string) => T) => Object.fromEntries(Object.keys(of).map((name) => [name, read(name)]));
  return { sections: each(names.sections, copy.section), words: each(names.words, copy.word), figures: each(names.figures, copy.figures) };
}

/** A page copy file's copy in `lang`, whole. */
async function pageShown(page: { id: string; data: { sections: object; words: object; figures: object; closing?: unknown } }, lang: Lang) {
  const copy = await pageCopy(page.id, lang);
  return { lang: copy.lang, hero: copy.hero, ...wholeCopy(copy, page.data), ...(page.data.closing ? { closing: copy.closing } : {}) };
}

/** A destination as its pages show it, with its country page's copy, lists and cost table. */
async function destinationShown(country: Destination, lang: Lang) {
  const copy = await countryCopy(country, lang);
  const topics = ['why', 'education', 'aid', 'visa', 'life', 'overview'] as const;
  const [description, rows, highlighted, application, residency, faqs, written] = await Promise.all([
    countryDescription(country, lang),
    costRows(country.id, lang),
    Promise.all(topics.map(async (topic) => [topic, await highlights(country.id, topic, lang)] as const)),
    steps(country.id, 'application', lang),
    steps(country.id, 'residency', lang),
    faqsFor(country.path, lang),
    getCollection('countryHighlights', defaultLang, ({ data }) => data.country.id === country.id),
  ]);
  // The highlights whose words name one of its work rules ("{workRights.uk.hours} hours a week").
  const namingRules = new Set(
    written
      .filter(({ data }) => `${data.fact ?? ''} ${data.description}`.includes(`{workRights.${country.id}.`))
      .map(({ data }) => data.id),
  );
  return {
    ...country,
    description,
    copy: { ...wholeCopy(copy, country), closing: copy.closing },
    highlights: Object.fromEntries(highlighted),
    steps: { application, residency },
    faqs,
    costRows: rows.map((row) => ({ ...row, amount: costRangeEnds(row, lang) })),
    universities: await countryPageUniversities(country.id, lang),
    workRights: {
      ...workRights(country.id),
      highlights: highlighted.flatMap(([, list]) => list).filter((highlight) => namingRules.has(highlight.id)),
    },
  };
}

/** Every figure written with words around its number ("over 95%"), in one order for every language. */
function figureTexts(lang: Lang): string[] {
  const read = factsFor(lang) as unknown as Record<string, unknown>;
  const walk = (facts: object, shown: Record<string, unknown>): string[] =>
    Object.entries(facts).flatMap(([name, fact]) => {
      if (fact instanceof WordedFigure || fact instanceof ShortFigure) return [shown[name] as string];
      return typeof fact === 'object' && fact ? walk(fact, shown[name] as Record<string, unknown>) : [];
    });
  return walk(copyFacts, read);
}

export async function contentShown(lang: Lang) {
  const [areas, pageFiles, faqLists, destinations] = await Promise.all([
    getCollection('strings', defaultLang, ({ id }) => id.startsWith(`${defaultLang}/`)),
    getCollection('pages', defaultLang),
    getCollection('faqs', defaultLang),
    allDestinations(lang),
  ]);
  const services = await allServices(lang);
  const policies = await legalPages(lang);
  const posts = await loadBlogPosts(lang);
  return {
    strings: Object.fromEntries(
      await Promise.all(
        areas.map(async ({ id }) => {
          const area = id.slice(defaultLang.length + 1) as StringArea;
          return [area, (await strings(area, lang)) as Readonly<Record<string, string>>] as const;
        }),
      ),
    ),
    pages: Object.fromEntries(await Promise.all(pageFiles.map(async (page) => [page.id, await pageShown(page, lang)] as const))),
    facts: factsFor(lang),
    figureTexts: figureTexts(lang),
    brand: await brandWords(lang),
    navigation: await navigation(lang),
    actions: await callsToAction(lang),
    destinations: await Promise.all(destinations.map((country) => destinationShown(country, lang))),
    comparison: await comparisonRows(lang),
    costSheets: await costSheets(lang),
    rates: await exchangeRates(),
    universities: {
      /** Every university a visitor can shortlist, by name. */
      listed: (await shortlistCatalogue(lang)).universities,
      partners: await partnerUniversities(lang),
      home: await homeUniversities(lang),
      pages: await universityPages(lang),
      chances: await chancesUniversities(lang),
    },
    cgpaRule: await cgpaRule(),
    stories: {
      home: await storiesOn('home', lang),
      about: await storiesOn('about', lang),
      universitiesPage: await storiesOn('universitiesPage', lang),
    },
    services: await Promise.all(
      services.map(async (service) => ({
        ...service,
        content: await getServiceContent(service.id as Parameters<typeof getServiceContent>[0], lang),
        stories: await serviceStories(service.id, lang),
      })),
    ),
    faqs: await Promise.all(faqLists.map(async ({ data }) => ({ page: data.page, items: await faqsFor(data.page, lang) }))),
    courses: await courses(lang),
    visaGuides: await inOrder('visaCountryGuides', lang),
    scholarships: await scholarships(lang),
    aboutReasons: await inOrder('aboutReasons', lang),
    certifications: await inOrder('certifications', lang),
    communityBenefits: await communityBenefits(lang),
    mentors: await mentors(lang),
    events: await allEvents(lang),
    upcomingEvents: (await upcomingEvents(lang)).map((event) => event.id),
    recordings: await pastRecordings(lang),
    blog: {
      posts: posts.map(({ id, lang: postLang, data, body, author, readTime, tags, featured }) => ({
        id,
        lang: postLang,
        title: data.title,
        excerpt: data.excerpt,
        imageAlt: data.imageAlt,
        category: data.category.id,
        /** The words the post's page and search show; `matchTags`, the English post's, relate posts in every language. */
        tags: data.tags,
        matchTags: tags,
        date: data.date,
        updated: data.updated,
        featured,
        readTime,
        author: { id: data.author.id, name: author.name, role: author.role },
        /** The post's text as its editor wrote it (Markdown). */
        body: body ?? '',
      })),
      categories: await loadBlogCategories(lang),
    },
    policies: await Promise.all(
      policies.map(async (policy) => {
        const { entry, lang: policyLang } = await policyIn(policy, lang);
        const { title, lastUpdated } = entry.data;
        return {
          id: policy.id,
          path: legalPath(policy.id),
          lang: policyLang,
          title,
          lastUpdated,
          sections: policySections(entry).map((section) => section.text),
        };
      }),
    ),
    /** The versions of the notices a consent record from a page in `lang` names. */
    consent: (await consentCopy(lang)).context,
    loans: { lenders: await lenders(lang), tax: await taxRules(lang) },
    documents: await studyDocuments(lang),
    timelines: await applicationTimelines(lang),
    fees: await feeSchedule(lang),
    offices: await offices(lang),
    comingSoon: await comingSoonPageList(lang),
  };
}
export type ContentShown = Awaited<ReturnType<typeof contentShown>>;
