/** The sources behind the figures one plan uses, in the order the plan shows them. */
import type { CostSheet, Sourced } from '~/lib/costs/sheet';
import { fillIn } from '~/lib/text/placeholders';
import type { ResolvedChoice } from './inputs';
import type { PlannerState } from './state';
import type { PlannerWords } from './words';

export interface PlanSource extends Sourced {
  /** What the figure is: "Tuition", "Rent", "SEVIS I-901 fee". */
  what: string;
}

export function planSources(
  sheet: CostSheet,
  choice: ResolvedChoice,
  state: PlannerState,
  rates: Sourced,
  words: PlannerWords,
): PlanSource[] {
  const tuition: PlanSource[] =
    state.tuitionFrom === 'university' && choice.university
      ? [
          {
            what: fillIn(words['source.tuitionUniversity'], { university: choice.university.name, year: choice.university.academicYear }),
            ...pick(choice.university),
          },
        ]
      : state.tuitionFrom === 'kind' && choice.kind
        ? [{ what: fillIn(words['source.tuitionKind'], { kind: choice.kind.label }), ...pick(choice.kind) }]
        : [];
  return [
    ...tuition,
    { what: words['source.rent'], ...pick(sheet.accommodation) },
    { what: words['source.living'], ...pick(sheet.living) },
    ...(sheet.healthInsurance ? [{ what: sheet.healthInsurance.label, ...pick(sheet.healthInsurance) }] : []),
    ...sheet.fees.map((fee) => ({ what: fee.label, ...pick(fee) })),
    { what: words['source.flights'], ...pick(sheet.flight) },
    { what: words['source.deposit'], ...pick(sheet.deposit) },
    { what: words['source.settlingIn'], ...pick(sheet.settlingIn) },
    { what: fillIn(words['source.proof'], { label: sheet.proofOfFunds.label }), ...pick(sheet.proofOfFunds) },
    { what: words['source.rates'], ...pick(rates) },
  ];
}

function pick({ source, sourceUrl, checked }: Sourced): Sourced {
  return sourceUrl ? { source, sourceUrl, checked } : { source, checked };
}
