import { type CollectionEntry } from 'astro:content';
import { getCollection, getEntry } from './collections';
import { formatMoneyRangeEnds } from '~/lib/money/range';
import type { CostTableRow } from '~/lib/costs/tableRows';
import { fillIn } from '~/lib/text/placeholders';
import { costRow } from './costs';
import { filledCopy, shownWithin } from './facts';
import { strings } from './strings';
import { pageFigures, pageWords, sectionHeadings, wordInEnglish } from './pages';
import { countryValues } from './pageValues';
import { byOrder } from '~/lib/lists/order';
import { destinationPath } from '~/lib/navigation/paths';
import { languages, type Lang } from '~/config/languages';
import { englishOf, englishTexts } from '~/lib/i18n/englishTexts';
import { factShownMax } from '~/schemas/countryHighlight';
import { descriptionShown } from '~/schemas/destination';

/** The destination pages' reads from the content collections, each list in its editor-set order. */
export type CountryId = CollectionEntry<'destinations'>['data']['id'];
export type Highlight = CollectionEntry<'countryHighlights'>['data'];
export type Topic = Highlight['topic'];
export type Step = CollectionEntry<'countrySteps'>['data'];
type Entry = CollectionEntry<'destinations'>['data'];

const destinationsFile = 'src/content/destinations/destinations.json';

/** An entry with the facts its summary, headline and statistics name filled in, and its page with that page's title. */
async function shown(country: Entry, lang: Lang) {
  const file = `${destinationsFile}, "${country.id}"`;
  const s = await strings('navigation', lang);
  return {
    ...country,
    summary: filledCopy(file, country.summary, lang),
    headline: filledCopy(file, country.headline, lang),
    statistics: filledCopy(file, country.statistics, lang),
    path: destinationPath(country.id),
    /** "Study in USA": the page's title and its name in menus. */
    title: fillIn(s.destinationPage, { country: country.name }),
  };
}
/** A destination as its pages show it (an entry of destinations.json, its figures filled in, its page). */
export type Destination = Awaited<ReturnType<typeof shown>>;

export async function allDestinations(lang: Lang) {
  const entries = await getCollection('destinations', lang);
  return (await Promise.all(entries.map((entry) => shown(entry.data, lang)))).sort(byOrder);
}

/**
 * The destinations shown on the short guide page, /destinations/<id>: those without the full page's
 * 'why study here' statistics (the USA and Canada have full pages of their own).
 */
export async function shortGuideDestinations(lang: Lang) {
  return (await allDestinations(lang)).filter((country) => country.statistics.length === 0);
}

export async function destination(id: CountryId, lang: Lang) {
  const entry = await getEntry('destinations', id, lang);
  if (!entry) throw new Error(`No destination "${id}" in ${destinationsFile}`);
  return shown(entry.data, lang);
}

/** A country's highlights of one topic, in order, with the facts they name filled in. */
export async function highlights(country: CountryId, topic: Topic, lang: Lang) {
  const entries = await getCollection('countryHighlights', lang, ({ data }) => data.country.id === country && data.topic === topic);
  return entries
    .map(({ data }) => {
      const file = `src/content/destinations/country-highlights.json, "${data.id}"`;
      const filled = filledCopy(file, data, lang);
      return filled.fact === undefined ? filled : { ...filled, fact: shownWithin(file, filled.fact, { max: factShownMax }) };
    })
    .sort(byOrder);
}

/** A country's steps of one journey, in order, with the facts they name filled in. */
export async function steps(country: CountryId, journey: Step['journey'], lang: Lang) {
  const entries = await getCollection('countrySteps', lang, ({ data }) => data.country.id === country && data.journey === journey);
  return entries.map(({ data }) => filledCopy(`src/content/destinations/country-steps.json, "${data.id}"`, data, lang)).sort(byOrder);
}

/** A country page's description for search engines, with the number of its application steps filled in. */
export async function countryDescription(country: Destination, lang: Lang): Promise<string> {
  const file = `${destinationsFile}, "${country.id}", metaDescription`;
  return shownWithin(
    file,
    filledCopy(file, country.metaDescription, lang, { steps: (await steps(country.id, 'application', lang)).length }),
    descriptionShown,
  );
}

/** The questions a full country page ends with (src/content/faqs/destinations-<id>.json). */
export async function countryFaqs(country: CountryId, lang: Lang) {
  const entry = await getEntry('faqs', `destinations-${country}`, lang);
  if (!entry) throw new Error(`Missing src/content/faqs/destinations-${country}.json`);
  return filledCopy(`src/content/faqs/destinations-${country}.json`, entry.data.items, lang);
}

/** A cost row's amount as a page in `lang` writes it ("$10,000-$18,000"). */
function costRange(row: CostTableRow, lang: Lang): string {
  return costRangeEnds(row, lang).join('-');
}

/** A cost row's amount as its ends (["$10,000", "$18,000"]), for a cell that may wrap between them. */
export function costRangeEnds(row: CostTableRow, lang: Lang): string[] {
  return formatMoneyRangeEnds(row.currency, languages[lang].locale, row.min, row.max);
}

/** The USA-versus-Canada rows with every cell resolved to the text a visitor reads. */
export async function comparisonRows(lang: Lang) {
  const rows = (await getCollection('countryComparison', lang)).map((entry) => entry.data).sort(byOrder);
  const cell = async (value: (typeof rows)[number]['usa'], country: CountryId): Promise<string> => {
    if ('text' in value) return filledCopy('src/content/destinations/country-comparison.json', value.text, lang);
    return costRange(await costRow(country, value.cost, lang), lang);
  };
  const english = (value: (typeof rows)[number]['usa']) => ('text' in value ? englishOf(value, 'text') : undefined);
  return Promise.all(
    rows.map(async (row) => ({
      aspect: row.aspect,
      usa: await cell(row.usa, 'usa'),
      canada: await cell(row.canada, 'canada'),
      ...englishTexts({ aspect: englishOf(row, 'aspect'), usa: english(row.usa), canada: english(row.canada) }),
    })),
  );
}

/**
 * A country page's section headings and closing call to action, from its entry in destinations.json,
 * with what only its page can work out filled in (src/queries/pageValues.ts).
 */
export async function countryCopy(country: Destination, lang: Lang) {
  const file = `${destinationsFile}, "${country.id}"`;
  const values = await countryValues(country.id, lang);
  return {
    section: sectionHeadings(file, country.sections, lang, values),
    closing: filledCopy(`${file}, closing`, country.closing, lang, values),
    word: pageWords(file, country.words, lang, values),
    english: wordInEnglish(country.words),
    figures: pageFigures(file, country.figures, lang, values),
  };
}
