/**
 * A destination's costs for one year, each in its currency and in rupees: the table the cost
 * planner page prints for every destination, readable without JavaScript.
 */
import { rangeToRupees, type RupeesPer } from '~/lib/money/inr';
import { singleAmount, type MoneyRange } from '~/lib/money/range';
import { visaFees } from '~/lib/planner/plan';
import { fillIn } from '~/lib/text/placeholders';
import { accommodationTypes, cityLevels, yearlyRent, type CostSheet, type PlannerLevel } from './sheet';

/** The table's words (content: strings/<lang>/costs.json), with each level's name inside a sentence. */
export type YearlyCostWords = Readonly<
  Record<
    | 'yearly.tuition'
    | 'yearly.rent'
    | 'yearly.living'
    | 'yearly.fees'
    | 'yearly.flight'
    | 'yearly.settlingIn'
    | 'level.undergraduate.inText'
    | 'level.postgraduate.inText',
    string
  >
>;

const levelKeys = { Undergraduate: 'level.undergraduate.inText', Postgraduate: 'level.postgraduate.inText' } as const satisfies Record<
  PlannerLevel,
  keyof YearlyCostWords
>;

interface YearlyCost {
  item: string;
  local: MoneyRange;
  rupees: MoneyRange;
}

/** The rows of the table; `locale` (the page's: 'en-IN', 'hi-IN') joins a kind's levels ("undergraduate or postgraduate"). */
export function yearlyCosts(sheet: CostSheet, rupeesPer: RupeesPer, words: YearlyCostWords, locale: string): YearlyCost[] {
  const either = new Intl.ListFormat(locale, { type: 'disjunction' });
  const rows: [string, MoneyRange][] = [
    ...sheet.tuition.map((kind): [string, MoneyRange] => [
      fillIn(words['yearly.tuition'], { label: kind.label, levels: either.format(kind.levels.map((level) => words[levelKeys[level]])) }),
      kind,
    ]),
    ...accommodationTypes.map((type): [string, MoneyRange] => [
      fillIn(words['yearly.rent'], { home: sheet.accommodation[type].label.toLowerCase() }),
      yearlyRent(sheet, type),
    ]),
    ...cityLevels.map((level): [string, MoneyRange] => [
      fillIn(words['yearly.living'], { city: sheet.living[level].label }),
      sheet.living[level],
    ]),
    ...(sheet.healthInsurance ? [[sheet.healthInsurance.label, sheet.healthInsurance] as [string, MoneyRange]] : []),
    [words['yearly.fees'], singleAmount(visaFees(sheet, 12))],
    [words['yearly.flight'], sheet.flight],
    [words['yearly.settlingIn'], sheet.settlingIn],
  ];
  return rows.map(([item, range]) => {
    const local = { min: range.min, max: range.max };
    return { item, local, rupees: rangeToRupees(local, sheet.currency, rupeesPer) };
  });
}
