/**
 * Check my chances' inputs read from the content under test, assembled as the page assembles them:
 * the partner universities with their usual marks from India and a year's costs from their
 * country's cost sheet at the site's rates, the CGPA rule and the area's strings.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { yearlyCost, type ChancesUniversity } from '~/lib/chances/university';
import type { CostSheet, PlannerLevel } from '~/lib/costs/sheet';
import type { Currency } from '~/lib/money/currencies';
import { wordsOf } from '../support/strings';

const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

export const words: Record<string, string> = wordsOf('chances');
export const rule: { scale: number; multiplier: number; source: string; checked: string } = json('src/content/grade-conversions/cgpa.json');
export const rates: { rupeesPer: Record<Currency, number> } = json('src/content/exchange-rates/rates.json').inr;

const destinations: { id: string; name: string; currency: Currency }[] = json('src/content/destinations/destinations.json');
export const sheets: CostSheet[] = readdirSync('src/content/country-costs')
  .filter((file) => file.endsWith('.json'))
  .map((file) => {
    const sheet = json(`src/content/country-costs/${file}`);
    return { ...sheet, currency: destinations.find((d) => d.id === sheet.country)!.currency };
  });

interface UniversityEntry {
  id: string;
  name: string;
  country: string;
  ranking: { qsWorld: number };
  levels: string[];
  subjects: ChancesUniversity['subjects'];
  admissions: { tuition: { min: number; max: number }; english: ChancesUniversity['english'] };
  indianAdmits?: Partial<
    Record<
      PlannerLevel,
      { marks: { min: number; max: number }; basis: 'published' | 'counsellors-estimate'; source: string; checked: string }
    >
  >;
  partner?: unknown;
}

const partners = (json('src/content/universities/universities.json') as UniversityEntry[]).filter((u) => u.partner);

/** A partner's yearly tuition in its own currency, as the content gives it. */
export const tuitionOf = (id: string) => partners.find((u) => u.id === id)!.admissions.tuition;

export const universities: ChancesUniversity[] = partners.map((u) => ({
  id: u.id,
  name: u.name,
  country: u.country,
  countryName: destinations.find((d) => d.id === u.country)!.name,
  rank: u.ranking.qsWorld,
  levels: u.levels.filter((level): level is PlannerLevel => level !== 'PhD'),
  subjects: u.subjects,
  english: u.admissions.english,
  admits: Object.fromEntries(
    Object.entries(u.indianAdmits ?? {}).map(([level, a]) => [level, { ...a.marks, basis: a.basis, source: a.source, checked: a.checked }]),
  ),
  yearlyCost: yearlyCost(
    u.admissions.tuition,
    sheets.find((s) => s.country === u.country)!,
    rates.rupeesPer,
  ),
}));
