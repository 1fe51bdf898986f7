/**
 * The rows of a destination page's cost table, read from the country's cost sheet: tuition by kind,
 * living costs, health insurance and the visa fees. The USA-versus-Canada comparison names a row by
 * its id, so both show the same figure.
 */
import type { Currency } from '~/lib/money/currencies';
import { cityLevels, yearlyRent, type CostSheet } from './sheet';

export interface CostTableRow {
  /** `living`, `health-insurance`, or the id of a tuition kind or fee. */
  id: string;
  item: string;
  currency: Currency;
  min: number;
  /** Absent for a single amount. */
  max?: number;
  period: 'per year' | 'one-off';
  note: string;
}

/** The kind of home the living-costs row assumes: a room in a shared flat, the usual choice. */
const typicalHome = 'shared';

/**
 * A year's living costs as the page states them: rent for a room in a shared flat plus everyday
 * costs, from the cheapest city level's low end to the dearest one's high end.
 */
export function yearlyLivingCosts(sheet: CostSheet): { min: number; max: number } {
  const rent = yearlyRent(sheet, typicalHome);
  const everyday = cityLevels.map((level) => sheet.living[level]);
  return {
    min: rent.min + Math.min(...everyday.map((range) => range.min)),
    max: rent.max + Math.max(...everyday.map((range) => range.max)),
  };
}

export function costTableRows(sheet: CostSheet): CostTableRow[] {
  const { currency } = sheet;
  const insurance = sheet.healthInsurance;
  return [
    ...sheet.tuition.map((kind) => ({
      id: kind.id,
      item: `${kind.label} tuition`,
      currency,
      min: kind.min,
      max: kind.max,
      period: 'per year' as const,
      note: kind.note,
    })),
    { id: 'living', item: 'Living costs', currency, ...yearlyLivingCosts(sheet), period: 'per year' as const, note: sheet.living.note },
    ...(insurance
      ? [{ id: 'health-insurance', item: insurance.label, currency, min: insurance.min, max: insurance.max, period: 'per year' as const, note: insurance.note }]
      : []),
    ...sheet.fees.map((fee) => ({
      id: fee.id,
      item: fee.label,
      currency,
      min: fee.amount,
      period: fee.per === 'year' ? ('per year' as const) : ('one-off' as const),
      note: fee.note,
    })),
  ];
}

/** One row by id; throws (failing the build) when the sheet has no such row. */
export function costTableRow(sheet: CostSheet, id: string): CostTableRow {
  const row = costTableRows(sheet).find((r) => r.id === id);
  if (!row) throw new Error(`The ${sheet.country} cost sheet has no row "${id}" (rows: ${costTableRows(sheet).map((r) => r.id).join(', ')})`);
  return row;
}
