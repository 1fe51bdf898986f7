/**
 * The scholarships as the finder, the timeline and the university cards receive them: each resolved
 * against its universities (by name), its amounts given a rupee equivalent from the site's dated
 * rates, in the order of their names (a list, never a ranking). An entry checked over a year before the build is named in the
 * build's output.
 */
import { getCollection } from './collections';
import { byName } from '~/lib/lists/order';
import type { Lang } from '~/config/languages';
import { localizedPath } from '~/lib/i18n/localizedPath';
import { englishOf, englishTexts } from '~/lib/i18n/englishTexts';
import { scholarshipsPath, universitiesPath } from '~/config/navigation';
import { initialFinderState, writeFinderState } from '~/lib/finder/search';
import { exchangeRates } from './exchangeRates';
import { warnIfOld } from './sources';
import { toRupees } from '~/lib/money/inr';
import { isoDay } from '~/lib/sources/age';
import { paysFullTuition, type ScholarshipCard, type ScholarshipCover } from '~/lib/scholarships/card';
import { intakeMonths } from '~/lib/universities/facts';
import type { ScholarshipDeadline } from '~/lib/timeline/scholarships';

const file = 'src/content/scholarships/scholarships.json';

export async function scholarships(lang: Lang): Promise<ScholarshipCard[]> {
  const [entries, universities, rates] = await Promise.all([
    getCollection('scholarships', lang),
    getCollection('universities', lang),
    exchangeRates(),
  ]);
  const byId = new Map(universities.map((u) => [u.data.id, u.data]));
  warnIfOld(
    file,
    entries.map((e) => e.data),
  );
  return entries
    .map(({ data: s }) => {
      const covers: ScholarshipCover[] = s.covers.map((c) =>
        c.worth === 'amount' && c.amount !== undefined && c.currency !== undefined && c.currency !== 'INR'
          ? { ...c, rupees: toRupees(c.amount, c.currency, rates.rupeesPer) }
          : c,
      );
      return {
        id: s.id,
        name: s.name,
        funder: s.funder,
        funderType: s.funderType,
        summary: s.summary,
        destinations: s.destinations.map((d) => d.id),
        universities: (s.universities ?? []).map(({ id }) => {
          const university = byId.get(id);
          if (!university) throw new Error(`${file}, "${s.id}": no university "${id}" in src/content/universities/universities.json`);
          const { name } = university;
          // The university finder searching for its name lists that university's card alone.
          const href = `${universitiesPath}${writeFinderState({ ...initialFinderState, query: name })}`;
          return { id, name, href, ...englishTexts({ name: englishOf(university, 'name') }) };
        }),
        levels: s.levels,
        ...(s.subjects ? { subjects: s.subjects } : {}),
        ...(s.fieldsNote ? { fieldsNote: s.fieldsNote } : {}),
        covers,
        fullTuition: paysFullTuition(covers),
        eligibility: s.eligibility,
        howToApply: s.howToApply,
        deadlineMonths: (s.deadline.months ?? []).map((month) => intakeMonths.indexOf(month) + 1),
        ...(s.deadline.note ? { deadlineNote: s.deadline.note } : {}),
        link: s.link,
        sources: s.sources.map(({ url, pageDate }) => ({ url, ...(pageDate ? { pageDate: isoDay(pageDate) } : {}) })),
        checked: isoDay(s.checked),
        ...englishTexts({
          name: englishOf(s, 'name'),
          funder: englishOf(s, 'funder'),
          summary: englishOf(s, 'summary'),
          fieldsNote: englishOf(s, 'fieldsNote'),
          howToApply: englishOf(s, 'howToApply'),
          deadlineNote: englishOf(s.deadline, 'note'),
        }),
      };
    })
    .sort((a, b) => byName(a.name, b.name));
}

/** A scholarship's card in the finder: /scholarships#chevening (an English path: the page's own identity). */
const cardAddress = (id: string) => `${scholarshipsPath}#${id}`;

/**
 * The scholarships a university's card names, by university id: those that belong to it, by name,
 * each with its card's address in `lang` (a ready link for the finder island).
 */
export async function scholarshipsByUniversity(lang: Lang): Promise<Map<string, { name: string; href: string }[]>> {
  const byUniversity = new Map<string, { name: string; href: string }[]>();
  for (const s of await scholarships(lang)) {
    for (const u of s.universities)
      byUniversity.set(u.id, [...(byUniversity.get(u.id) ?? []), { name: s.name, href: localizedPath(cardAddress(s.id), lang) }]);
  }
  return byUniversity;
}

/** The partner universities' own awards, for the universities page, each with its card's address. */
export async function universityAwards(lang: Lang) {
  return (await scholarships(lang)).filter((s) => s.funderType === 'university').map((s) => ({ ...s, href: cardAddress(s.id) }));
}

/** What the timeline needs to date a chosen scholarship's deadline. */
export async function scholarshipDeadlines(lang: Lang): Promise<ScholarshipDeadline[]> {
  return (await scholarships(lang)).map(({ id, name, deadlineMonths, link }) => ({ id, name, months: deadlineMonths, link }));
}
