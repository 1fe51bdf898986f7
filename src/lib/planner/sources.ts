/** The sources behind the figures one plan uses, in the order the plan shows them. */
import type { CostSheet, Sourced } from '~/lib/costs/sheet';
import type { ResolvedChoice } from './inputs';
import type { PlannerState } from './state';

export interface PlanSource extends Sourced {
  /** What the figure is: "Tuition", "Rent", "SEVIS I-901 fee". */
  what: string;
}

export function planSources(sheet: CostSheet, choice: ResolvedChoice, state: PlannerState, rates: Sourced): PlanSource[] {
  const tuition: PlanSource[] =
    state.tuitionFrom === 'university' && choice.university
      ? [{ what: `Tuition (${choice.university.name}, ${choice.university.academicYear})`, ...pick(choice.university) }]
      : state.tuitionFrom === 'kind' && choice.kind
        ? [{ what: `Tuition (${choice.kind.label})`, ...pick(choice.kind) }]
        : [];
  return [
    ...tuition,
    { what: 'Rent', ...pick(sheet.accommodation) },
    { what: 'Living costs besides rent', ...pick(sheet.living) },
    ...(sheet.healthInsurance ? [{ what: sheet.healthInsurance.label, ...pick(sheet.healthInsurance) }] : []),
    ...sheet.fees.map((fee) => ({ what: fee.label, ...pick(fee) })),
    { what: 'Flights', ...pick(sheet.flight) },
    { what: 'Rental deposit', ...pick(sheet.deposit) },
    { what: 'Settling in', ...pick(sheet.settlingIn) },
    { what: `Proof of funds (${sheet.proofOfFunds.label})`, ...pick(sheet.proofOfFunds) },
    { what: 'Exchange rates', ...pick(rates) },
  ];
}

function pick({ source, sourceUrl, checked }: Sourced): Sourced {
  return sourceUrl ? { source, sourceUrl, checked } : { source, checked };
}
