/**
 * The side-by-side comparison of shortlisted universities: which of them are compared (at most
 * `compareLimit`) and the rows the table shows, one fact a row, one university a column.
 */
import { englishTestFacts, englishTests } from '~/lib/universities/facts';
import { formatScore } from '~/lib/finder/englishScore';
import { checkedMonth, intakeName, levelName, rupeeRange, type FigureWords } from '~/lib/finder/labels';
import type { FinderRates, FinderUniversity, PricedUniversity } from '~/lib/finder/university';
import { formatMoney, formatMoneyRange } from '~/lib/money/range';
import { listText } from '~/lib/text/localeFormats';
import { fillIn } from '~/lib/text/placeholders';
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

type RowKey = 'country' | 'ranking' | 'levels' | 'tuitionRupees' | 'english' | 'scholarship' | 'figures';
type CellKey = 'place' | 'rupees' | 'notListed' | 'noneListed';
/** The words a university's facts are named with wherever they show (strings/<lang>/common.json). */
type FactKey = 'tuition' | 'intakes' | 'applicationFee' | 'noFee' | 'checked';

/** The table's words (strings/<lang>/shortlist.json): each row's name, the cells' words, and those the figures are written with. */
export type CompareWords = Readonly<Record<`row.${RowKey}` | `cell.${CellKey}` | `university.${FactKey}`, string>> & FigureWords;

/** The table's rows, each with one cell per university, in the order given. */
export function compareRows(universities: readonly PricedUniversity[], words: CompareWords): CompareRow[] {
  const row = (label: string, cell: (u: PricedUniversity) => string): CompareRow => ({ label, cells: universities.map(cell) });
  return [
    row(words['row.country'], (u) => fillIn(words['cell.place'], { country: u.country, region: u.region })),
    row(words['row.ranking'], (u) => u.ranking),
    row(words['row.levels'], (u) =>
      listText(
        u.levels.map((level) => levelName(level, words)),
        words.locale,
      ),
    ),
    row(words['university.tuition'], (u) => formatMoneyRange(u.currency, words.locale, u.admissions.tuition.min, u.admissions.tuition.max)),
    row(words['row.tuitionRupees'], (u) => fillIn(words['cell.rupees'], { amount: rupeeRange(u.tuitionRupees, words) })),
    row(words['university.intakes'], (u) =>
      listText(
        u.admissions.intakes.map((month) => intakeName(month, words.locale)),
        words.locale,
      ),
    ),
    ...englishTests.map((test) =>
      row(fillIn(words['row.english'], { test: englishTestFacts[test].name }), (u) => {
        const minimum = u.admissions.english[test];
        return minimum === undefined ? words['cell.notListed'] : formatScore(test, minimum);
      }),
    ),
    row(words['row.scholarship'], (u) => u.scholarshipUpTo ?? words['cell.noneListed']),
    row(words['university.applicationFee'], (u) =>
      u.admissions.applicationFee === 0 ? words['university.noFee'] : formatMoney(u.admissions.applicationFee, u.currency, words.locale),
    ),
    row(words['row.figures'], (u) =>
      fillIn(words['university.checked'], { month: checkedMonth(u.admissions.checked, words.locale), year: u.admissions.academicYear }),
    ),
  ];
}

/** Where the catalogue is served in English (src/pages/universities.json.ts); each other language's is under its prefix. */
export const catalogueUrl = '/universities.json';
