/**
 * The side-by-side comparison of shortlisted universities: which of them are compared (at most
 * `compareLimit`) and the rows the table shows, one fact a row, one university a column.
 */
import { englishTestFacts, englishTests } from '~/lib/universities/facts';
import { formatScore } from '~/lib/finder/englishScore';
import { checkedLabel, rupeeRange } from '~/lib/finder/labels';
import type { FinderRates, FinderUniversity, PricedUniversity } from '~/lib/finder/university';
import { formatMoney, formatMoneyRange } from '~/lib/money/range';
import { compareLimit, type ShortlistItem } from './shortlist';

/** What /universities.json serves: every university a visitor can shortlist, and the rates to convert with. */
export interface ShortlistCatalogue {
  rates: FinderRates;
  universities: FinderUniversity[];
}

/**
 * The ids to compare: those the visitor chose that are still shortlisted, else the first
 * `compareLimit` in the order they were shortlisted.
 */
export function comparedIds(items: readonly ShortlistItem[], chosen: readonly string[] | null): string[] {
  const listed = items.map((item) => item.id);
  if (chosen === null) return listed.slice(0, compareLimit);
  return chosen.filter((id) => listed.includes(id)).slice(0, compareLimit);
}

export interface CompareRow {
  label: string;
  cells: string[];
}

/** The table's rows, each with one cell per university, in the order given. */
export function compareRows(universities: readonly PricedUniversity[]): CompareRow[] {
  const row = (label: string, cell: (u: PricedUniversity) => string): CompareRow => ({ label, cells: universities.map(cell) });
  return [
    row('Country', (u) => `${u.country} (${u.region})`),
    row('Ranking', (u) => u.ranking),
    row('Study levels', (u) => u.levels.join(', ')),
    row('Tuition a year', (u) => formatMoneyRange(u.currency, u.admissions.tuition.min, u.admissions.tuition.max)),
    row('Tuition a year in rupees', (u) => `≈ ${rupeeRange(u.tuitionRupees)}`),
    row('Intakes', (u) => u.admissions.intakes.join(', ')),
    ...englishTests.map((test) =>
      row(`${englishTestFacts[test].name} minimum`, (u) => {
        const minimum = u.admissions.english[test];
        return minimum === undefined ? 'Not listed' : formatScore(test, minimum);
      }),
    ),
    row('Scholarship up to', (u) => u.scholarshipUpTo ?? 'None listed'),
    row('Application fee', (u) => (u.admissions.applicationFee === 0 ? 'None' : formatMoney(u.admissions.applicationFee, u.currency))),
    row('Figures', (u) => `${checkedLabel(u.admissions.checked)}, for ${u.admissions.academicYear}`),
  ];
}

/** Where the catalogue is served (src/pages/universities.json.ts). */
export const catalogueUrl = '/universities.json';
