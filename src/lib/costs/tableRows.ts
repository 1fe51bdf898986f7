/**
 * The rows of a destination page's cost table, read from the country's cost sheet: tuition by kind,
 * living costs, health insurance and the visa fees. The USA-versus-Canada comparison names a row by
 * its id, so both show the same figure.
 */
import type { Currency } from '~/lib/money/currencies';
import { cityLevels, yearlyRent, type CostSheet } from './sheet';
import { englishOf, englishTexts } from '../i18n/englishTexts';
import type { MaybeEnglish } from '../i18n/overlay';

export interface CostTableRow extends MaybeEnglish {
  /** `living`, `health-insurance`, or the id of a tuition kind or fee. */
  id: string;
  /** What the row is: a kind of tuition (its label is the kind's), the living costs, or another cost named by its label. */
  kind: 'tuition' | 'living' | 'other';
  /** The sheet's own label for a tuition kind, the insurance or a fee; none for living costs. */
  label?: string;
  currency: Currency;
  min: number;
  /** Absent for a single amount. */
  max?: number;
  /** Each year of study, or once. */
  period: 'year' | 'once';
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
      kind: 'tuition' as const,
      label: kind.label,
      currency,
      min: kind.min,
      max: kind.max,
      period: 'year' as const,
      note: kind.note,
      ...englishTexts({ label: englishOf(kind, 'label'), note: englishOf(kind, 'note') }),
    })),
    {
      id: 'living',
      kind: 'living' as const,
      currency,
      ...yearlyLivingCosts(sheet),
      period: 'year' as const,
      note: sheet.living.note,
      ...englishTexts({ note: englishOf(sheet.living, 'note') }),
    },
    ...(insurance
      ? [
          {
            id: 'health-insurance',
            kind: 'other' as const,
            label: insurance.label,
            currency,
            min: insurance.min,
            max: insurance.max,
            period: 'year' as const,
            note: insurance.note,
            ...englishTexts({ label: englishOf(insurance, 'label'), note: englishOf(insurance, 'note') }),
          },
        ]
      : []),
    ...sheet.fees.map((fee) => ({
      id: fee.id,
      kind: 'other' as const,
      label: fee.label,
      currency,
      min: fee.amount,
      period: fee.per === 'year' ? ('year' as const) : ('once' as const),
      note: fee.note,
      ...englishTexts({ label: englishOf(fee, 'label'), note: englishOf(fee, 'note') }),
    })),
  ];
}

/** One row by id; throws (failing the build) when the sheet has no such row. */
export function costTableRow(sheet: CostSheet, id: string): CostTableRow {
  const row = costTableRows(sheet).find((r) => r.id === id);
  if (!row)
    throw new Error(
      `The ${sheet.country} cost sheet has no row "${id}" (rows: ${costTableRows(sheet)
        .map((r) => r.id)
        .join(', ')})`,
    );
  return row;
}
