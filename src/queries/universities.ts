/**
 * The universities collection as the pages show it: each university resolved against its
 * destination (country name, currency), in the order of the place that lists it.
 */
import { type CollectionEntry } from 'astro:content';
import { getCollection } from './collections';
import { factsFor } from './facts';
import { rankingBand, type Ranking } from '~/lib/universities/facts';
import { fillIn } from '~/lib/text/placeholders';
import { strings, type Strings } from './strings';
import type { FinderUniversity } from '~/lib/finder/university';
import type { FinderCountry } from '~/lib/finder/search';
import type { PlannerUniversity } from '~/lib/planner/inputs';
import { byOrder } from '~/lib/lists/order';
import { finderRates } from '~/lib/finder/labels';
import type { ShortlistCatalogue } from '~/lib/shortlist/compare';
import { exchangeRates } from './exchangeRates';
import { scholarshipsByUniversity } from './scholarships';
import type { Lang } from '~/config/languages';
import { englishOf, englishOfAll, englishTexts } from '~/lib/i18n/englishTexts';

type Entry = CollectionEntry<'universities'>['data'];

async function withDestinations(lang: Lang) {
  const [universities, destinations] = await Promise.all([getCollection('universities', lang), getCollection('destinations', lang)]);
  const byId = new Map(destinations.map((d) => [d.id, d.data]));
  return universities.map(({ data }) => {
    const destination = byId.get(data.country.id);
    if (!destination) throw new Error(`University "${data.id}" names an unknown destination "${data.country.id}"`);
    return { ...data, destination };
  });
}

/** Where a university's card links: its own page, or the partner list when it has none. */
const linkOf = (u: Entry) => u.page ?? '/universities';

type Resolved = Awaited<ReturnType<typeof withDestinations>>[number];

/** "QS World #25 (2025)": the ranking as a card states it. */
const rankingLabel = (s: Strings<'universities'>, { qsWorld, year }: Ranking) => fillIn(s.ranking, { rank: qsWorld, year });

/** "Top 30 worldwide": the ranking in a round band, as country pages state it. */
function rankingInBand(s: Strings<'universities'>, ranking: Ranking) {
  const band = rankingBand(ranking);
  return band === undefined ? fillIn(s['band.ranked'], { rank: ranking.qsWorld }) : fillIn(s['band.top'], { band });
}

/** A university as the finder and the comparison receive it: plain, serialisable island props. */
const forFinder =
  (s: Strings<'universities'>, lang: Lang, awards = new Map<string, { name: string; href: string }[]>()) =>
  (u: Resolved): FinderUniversity => ({
    id: u.id,
    name: u.name,
    country: u.destination.name,
    countryId: u.country.id,
    region: u.region,
    crest: u.crest,
    ranking: rankingLabel(s, u.ranking),
    rank: u.ranking.qsWorld,
    programmes: u.programmes,
    scholarshipUpTo: u.scholarshipUpTo,
    ...(awards.has(u.id) ? { scholarships: awards.get(u.id)! } : {}),
    admissionRate: factsFor(lang).figures.universityAdmissionRate,
    featured: u.partner?.featured ?? false,
    levels: u.levels,
    subjects: u.subjects,
    currency: u.destination.currency,
    admissions: { ...u.admissions, checked: u.admissions.checked.toISOString().slice(0, 10) },
    ...englishTexts({
      name: englishOf(u, 'name'),
      country: englishOf(u.destination, 'name'),
      region: englishOf(u, 'region'),
      programmes: englishOf(u, 'programmes'),
    }),
  });

/** The partner universities, in the editors' partner order. */
async function partnersInOrder(lang: Lang) {
  return (await withDestinations(lang))
    .filter((u) => u.partner)
    .map((u) => ({ ...u, order: u.partner!.order }))
    .sort(byOrder);
}

/** The partner universities the finder lists, in the editors' order, as plain island props. */
export async function partnerUniversities(lang: Lang): Promise<FinderUniversity[]> {
  const [partners, s, awards] = await Promise.all([partnersInOrder(lang), strings('universities', lang), scholarshipsByUniversity(lang)]);
  return partners.map(forFinder(s, lang, awards));
}

/** The finder's country buttons: each destination a partner university is in, in the destinations' order. */
export async function partnerCountries(lang: Lang): Promise<FinderCountry[]> {
  const destinations = new Map((await partnersInOrder(lang)).map((u) => [u.country.id, { ...u.destination, id: u.country.id }]));
  return [...destinations.values()].sort(byOrder).map(({ id, name }) => ({ id, name }));
}

/**
 * Every university a visitor can shortlist (a partner or one in the home grid), for the
 * comparison, which fetches them only when it opens.
 */
async function shortlistUniversities(lang: Lang): Promise<FinderUniversity[]> {
  const [universities, s, awards] = await Promise.all([
    withDestinations(lang),
    strings('universities', lang),
    scholarshipsByUniversity(lang),
  ]);
  const listed = universities.filter((u) => u.partner || u.home);
  return listed.sort((a, b) => a.name.localeCompare(b.name, 'en')).map(forFinder(s, lang, awards));
}

/**
 * What the comparison fetches (/universities.json, and its twin under each other language's
 * prefix): every shortlistable university in that language, and the rates to convert with.
 */
export async function shortlistCatalogue(lang: Lang): Promise<ShortlistCatalogue> {
  const [universities, rates] = await Promise.all([shortlistUniversities(lang), exchangeRates()]);
  return { rates: finderRates(rates), universities };
}

/** The home page grid, in its own order. */
export async function homeUniversities(lang: Lang) {
  const listed = (await withDestinations(lang)).filter((u) => u.home);
  return listed
    .map((u) => ({ ...u, order: u.home!.order }))
    .sort(byOrder)
    .map((u) => ({
      id: u.id,
      name: u.name,
      countryId: u.country.id,
      location: `${u.city}, ${u.destination.name}`,
      illustration: u.illustration!,
      levels: u.levels,
      link: linkOf(u),
      ...englishTexts({ name: englishOf(u, 'name'), location: englishOfAll(englishOf(u, 'city'), englishOf(u.destination, 'name')) }),
    }));
}
export type HomeUniversity = Awaited<ReturnType<typeof homeUniversities>>[number];

/** A destination page's university cards. */
export async function countryPageUniversities(countryId: string, lang: Lang) {
  const [universities, s] = await Promise.all([withDestinations(lang), strings('universities', lang)]);
  const listed = universities.filter((u) => u.countryPage && u.country.id === countryId);
  return listed
    .map((u) => ({ ...u, order: u.countryPage!.order }))
    .sort(byOrder)
    .map((u) => ({
      id: u.id,
      name: u.abbreviation ? `${u.name} (${u.abbreviation})` : u.name,
      type: u.type,
      location: `${u.city}, ${u.region}`,
      globalRanking: rankingInBand(s, u.ranking),
      notableFor: u.notableFor,
      link: linkOf(u),
      ...englishTexts({
        name: englishOf(u, 'name'),
        type: englishOf(u, 'type'),
        location: englishOf(u, 'city', 'region'),
        notableFor: englishOf(u, 'notableFor'),
      }),
    }));
}
export type CountryPageUniversity = Awaited<ReturnType<typeof countryPageUniversities>>[number];

/** Each university's own page (a coming-soon page until it is built), titled with its name. */
export async function universityPages(lang: Lang) {
  return (await getCollection('universities', lang)).flatMap(({ data }) => (data.page ? [{ path: data.page, title: data.name }] : []));
}

/** The partner universities' tuition, for the cost planner's "a partner university" choice. */
export async function plannerUniversities(lang: Lang): Promise<PlannerUniversity[]> {
  return (await partnersInOrder(lang)).map((u) => ({
    id: u.id,
    name: u.name,
    country: u.country.id,
    levels: u.levels,
    tuition: u.admissions.tuition,
    academicYear: u.admissions.academicYear,
    source: u.admissions.source,
    checked: u.admissions.checked.toISOString().slice(0, 10),
    ...englishTexts({ name: englishOf(u, 'name'), source: englishOf(u.admissions, 'source') }),
  }));
}

/** The partner universities as the finder sees them, with their destination's id and the marks they usually admit Indian applicants with. */
export async function partnersWithAdmits(lang: Lang) {
  const [partners, s] = await Promise.all([partnersInOrder(lang), strings('universities', lang)]);
  return partners.map((u) => ({ ...forFinder(s, lang)(u), indianAdmits: u.indianAdmits ?? {} }));
}
