/**
 * The words only its page can work out that a page's copy names, by copy file: the lengths of the
 * lists the page shows (named in words by the copy's language, src/queries/counts.ts), the year the
 * consultancy was founded, the day the rates are for. pageCopy and countryCopy fill them in, so a page
 * reads its copy whole with one call, and so does the build's record of what the pages show.
 */
import type { Lang } from '~/config/languages';
import { servicesAlongside } from '~/config/servicesPage';
import { brand } from '~/config/site';
import { dayText } from '~/lib/chances/words';
import { ratesAsOf } from '~/lib/planner/format';
import type { PlaceholderValues } from '~/lib/text/placeholders';
import { costSheets } from './costs';
import { countsIn } from './counts';
import { allDestinations, steps, type CountryId } from './destinations';
import { exchangeRates } from './exchangeRates';
import { allServices, getServiceContent } from './services';
import { strings } from './strings';
import { storiesOn } from './studentStories';
import { countryPageUniversities } from './universities';

interface Computed {
  /** Values written as they are ("{foundedYear}"). */
  values?: PlaceholderValues;
  /** Lists' lengths, which the copy names in words ("{steps}" is "Six", "{stepsInSentence}" "six"). */
  counts?: Readonly<Record<string, number>>;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

const pages: Readonly<Record<string, (lang: Lang) => Promise<Computed>>> = {
  about: async (lang) => ({ values: { foundedYear: brand.foundedYear }, counts: { count: (await storiesOn('about', lang)).length } }),
  chances: async (lang) => ({ values: { ratesAsOf: dayText(day((await exchangeRates()).asOf), await strings('chances', lang)) } }),
  'cost-planner': async (lang) => {
    const [rates, words, sheets] = await Promise.all([exchangeRates(), strings('planner', lang), costSheets(lang)]);
    return { values: { ratesAsOf: ratesAsOf(day(rates.asOf), words) }, counts: { destinations: sheets.length } };
  },
  destinations: async (lang) => ({ counts: { destinations: (await allDestinations(lang)).length } }),
  services: async (lang) => ({ counts: { coreServices: (await allServices(lang)).length, moreServices: servicesAlongside.length } }),
  'services-consultation': async (lang) => {
    const [content, destinations] = await Promise.all([getServiceContent('consultation', lang), allDestinations(lang)]);
    return { counts: { steps: content.steps.length, destinations: destinations.length } };
  },
  'services-application': async (lang) => {
    const content = await getServiceContent('application', lang);
    return { counts: { services: content.offerings.length, steps: content.steps.length } };
  },
  'services-visa-support': async (lang) => ({ counts: { steps: (await getServiceContent('visa-support', lang)).steps.length } }),
  'services-accommodation': async (lang) => ({ counts: { steps: (await getServiceContent('accommodation', lang)).steps.length } }),
};

/** The placeholders of what was worked out, its counts in the words of `lang`, the language of the copy they fill. */
async function placeholders({ values = {}, counts = {} }: Computed, lang: Lang): Promise<PlaceholderValues> {
  return Object.keys(counts).length ? { ...(await countsIn(lang))(counts), ...values } : values;
}

/**
 * What a page's copy file names that only its page can work out, worked out for a page in `lang`
 * and worded for copy in `copyLang` (English until the page is translated); nothing for a page whose
 * copy names none.
 */
export async function pageValues(page: string, lang: Lang, copyLang: Lang): Promise<PlaceholderValues> {
  return placeholders((await pages[page]?.(lang)) ?? {}, copyLang);
}

/** The same for a country page, whose copy is in its entry: the number of its application's steps, its universities. */
export async function countryValues(country: CountryId, lang: Lang): Promise<PlaceholderValues> {
  const [application, universities] = await Promise.all([steps(country, 'application', lang), countryPageUniversities(country, lang)]);
  return placeholders({ values: { steps: application.length }, counts: { universities: universities.length } }, lang);
}
