/**
 * A destination's costs for one year, each in its currency and in rupees: the table the cost
 * planner page prints for every destination, readable without JavaScript.
 */
import { rangeToRupees, type RupeesPer } from '~/lib/money/inr';
import { singleAmount, type MoneyRange } from '~/lib/money/range';
import { visaFees } from '~/lib/planner/plan';
import { accommodationTypes, cityLevels, yearlyRent, type CostSheet } from './sheet';

interface YearlyCost {
  item: string;
  local: MoneyRange;
  rupees: MoneyRange;
}

export function yearlyCosts(sheet: CostSheet, rupeesPer: RupeesPer): YearlyCost[] {
  const rows: [string, MoneyRange][] = [
    ...sheet.tuition.map((kind): [string, MoneyRange] => [`${kind.label} tuition (${kind.levels.join(' or ').toLowerCase()})`, kind]),
    ...accommodationTypes.map((type): [string, MoneyRange] => [`Rent: ${sheet.accommodation[type].label.toLowerCase()}`, yearlyRent(sheet, type)]),
    ...cityLevels.map((level): [string, MoneyRange] => [`Living costs besides rent: ${sheet.living[level].label}`, sheet.living[level]]),
    ...(sheet.healthInsurance ? [[sheet.healthInsurance.label, sheet.healthInsurance] as [string, MoneyRange]] : []),
    ['Visa and related fees (a one-year course)', singleAmount(visaFees(sheet, 12))],
    ['Flight from India (one way)', sheet.flight],
    ['Settling in (first month)', sheet.settlingIn],
  ];
  return rows.map(([item, range]) => {
    const local = { min: range.min, max: range.max };
    return { item, local, rupees: rangeToRupees(local, sheet.currency, rupeesPer) };
  });
}
