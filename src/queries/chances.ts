/**
 * Check my chances' data: each partner university with its usual marks from India by level and a
 * year's costs in rupees (its tuition and its country's cost sheet at the dated rates), and the
 * CGPA rule, all as plain island props.
 */
import { getEntry } from './collections';
import { defaultLang, type Lang } from '~/config/languages';
import { yearlyCost, type ChancesUniversity } from '~/lib/chances/university';
import type { PlannerLevel } from '~/lib/costs/sheet';
import { costSheets } from './costs';
import { exchangeRates } from './exchangeRates';
import { partnersWithAdmits } from './universities';
import { englishOf, englishTexts } from '~/lib/i18n/englishTexts';

const day = (date: Date) => date.toISOString().slice(0, 10);

export async function chancesUniversities(lang: Lang): Promise<ChancesUniversity[]> {
  const [partners, countries, rates] = await Promise.all([partnersWithAdmits(lang), costSheets(lang), exchangeRates()]);
  return partners.map((u) => {
    const country = countries.find((c) => c.sheet.country === u.countryId);
    if (!country) throw new Error(`No cost sheet for ${u.name}'s destination "${u.countryId}"`);
    const levels = u.levels.filter((level): level is PlannerLevel => level !== 'PhD');
    return {
      id: u.id,
      name: u.name,
      country: u.countryId,
      countryName: u.country,
      rank: u.rank,
      levels,
      subjects: u.subjects,
      english: u.admissions.english,
      admits: Object.fromEntries(
        Object.entries(u.indianAdmits).map(([level, a]) => [
          level,
          { ...a.marks, basis: a.basis, source: a.source, ...(a.sourceUrl ? { sourceUrl: a.sourceUrl } : {}), checked: day(a.checked) },
        ]),
      ),
      yearlyCost: yearlyCost(u.admissions.tuition, country.sheet, rates.rupeesPer),
      ...englishTexts({ name: englishOf(u, 'name'), countryName: englishOf(u, 'country') }),
    };
  });
}

/** The rule a CGPA out of 10 becomes a percentage by (src/content/grade-conversions/cgpa.json). */
export async function cgpaRule() {
  const entry = await getEntry('gradeConversions', 'cgpa', defaultLang);
  if (!entry) throw new Error('src/content/grade-conversions/cgpa.json is missing');
  const { checked, ...rule } = entry.data;
  return { ...rule, checked: day(checked) };
}
