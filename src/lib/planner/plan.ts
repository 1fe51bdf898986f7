/**
 * A study plan's costs, year by year and for the whole programme, in the destination's currency and
 * in rupees, each as a low and a high estimate. All amounts are whole units: a part year takes its
 * share of a yearly figure (rounded once), each line is converted to rupees on its own, and every
 * total is the sum of the lines printed above it, so the tables always add up.
 */
import { yearlyRent, type AccommodationType, type CityLevel, type CostSheet } from '~/lib/costs/sheet';
import { rangeToRupees, type RupeesPer } from '~/lib/money/inr';
import { addRanges, prorate, prorateRange, singleAmount, type MoneyRange } from '~/lib/money/range';
import { fillIn } from '~/lib/text/placeholders';
import type { PlannerWords } from './words';

export type Scholarship = { as: 'amount'; perYear: number } | { as: 'percent'; hundredthsOfPercent: number };

export interface PlanInputs {
  /** Programme length in months (whole months; the planner offers half years). */
  months: number;
  /** A year's tuition before any scholarship. */
  tuition: MoneyRange;
  /** What the tuition figure is: "Public university", "University of Toronto", "Tuition you entered". */
  tuitionLabel: string;
  stay: AccommodationType;
  city: CityLevel;
  scholarship: Scholarship;
}

type LineId =
  'tuition' | 'scholarship' | 'rent' | 'living' | 'health-insurance' | 'fees' | 'flight-out' | 'flight-home' | 'deposit' | 'settling-in';

export interface PlanLine {
  id: LineId;
  label: string;
  local: MoneyRange;
  rupees: MoneyRange;
}

export interface PlanTotal {
  local: MoneyRange;
  rupees: MoneyRange;
}

interface PlanYear {
  /** 1 for the first year. */
  year: number;
  /** 12, or fewer in a final part year. */
  months: number;
  lines: PlanLine[];
  total: PlanTotal;
}

export interface Plan {
  years: PlanYear[];
  /** Each line summed over the years, in the first year's order. */
  programme: { lines: PlanLine[]; total: PlanTotal };
  /** The money to show at the visa stage. */
  proofOfFunds: PlanTotal;
}

const total = (lines: PlanLine[]): PlanTotal => ({
  local: addRanges(...lines.map((l) => l.local)),
  rupees: addRanges(...lines.map((l) => l.rupees)),
});

const negate = (range: MoneyRange): MoneyRange => ({ min: -range.min, max: -range.max });

/** A year's scholarship: never more than that year's tuition. */
export function yearlyScholarship(tuition: MoneyRange, scholarship: Scholarship): MoneyRange {
  if (scholarship.as === 'amount') {
    return { min: Math.min(scholarship.perYear, tuition.min), max: Math.min(scholarship.perYear, tuition.max) };
  }
  return prorateRange(tuition, Math.min(scholarship.hundredthsOfPercent, 100_00), 100_00);
}

/** The rental deposit: `weeks` of rent at the low and the high rent. */
export function depositRange(sheet: CostSheet, stay: AccommodationType): MoneyRange {
  const yearly = yearlyRent(sheet, stay);
  return { min: prorate(yearly.min, sheet.deposit.weeks.min, 52), max: prorate(yearly.max, sheet.deposit.weeks.max, 52) };
}

/** All visa and related fees, paid before departure: once, or once for each year of study. */
export function visaFees(sheet: CostSheet, months: number): number {
  return sheet.fees.reduce((sum, fee) => sum + (fee.per === 'year' ? prorate(fee.amount, months, 12) : fee.amount), 0);
}

export function computePlan(sheet: CostSheet, inputs: PlanInputs, rupeesPer: RupeesPer, words: PlannerWords): Plan {
  const { currency } = sheet;
  const line = (id: LineId, label: string, { min, max }: MoneyRange): PlanLine => ({
    id,
    label,
    local: { min, max },
    rupees: rangeToRupees({ min, max }, currency, rupeesPer),
  });
  const yearCount = Math.ceil(inputs.months / 12);
  const scholarship = yearlyScholarship(inputs.tuition, inputs.scholarship);
  const home = sheet.accommodation[inputs.stay];

  const years: PlanYear[] = Array.from({ length: yearCount }, (_, index) => {
    const months = Math.min(12, inputs.months - index * 12);
    const first = index === 0;
    const last = index === yearCount - 1;
    const share = (range: MoneyRange) => prorateRange(range, months, 12);
    const lines: PlanLine[] = [
      line('tuition', fillIn(words['line.tuition'], { label: inputs.tuitionLabel }), share(inputs.tuition)),
      ...(scholarship.max > 0 ? [line('scholarship', words['line.scholarship'], negate(share(scholarship)))] : []),
      line('rent', fillIn(words['line.rent'], { home: home.label }), share(yearlyRent(sheet, inputs.stay))),
      line('living', fillIn(words['line.living'], { city: sheet.living[inputs.city].label }), share(sheet.living[inputs.city])),
      ...(sheet.healthInsurance ? [line('health-insurance', sheet.healthInsurance.label, share(sheet.healthInsurance))] : []),
      ...(first
        ? [
            line('fees', words['line.fees'], singleAmount(visaFees(sheet, inputs.months))),
            line('flight-out', words['line.flightOut'], sheet.flight),
            line('deposit', words['line.deposit'], depositRange(sheet, inputs.stay)),
            line('settling-in', words['line.settlingIn'], sheet.settlingIn),
          ]
        : []),
      ...(last ? [line('flight-home', words['line.flightHome'], sheet.flight)] : []),
    ];
    return { year: index + 1, months, lines, total: total(lines) };
  });

  const programmeLines: PlanLine[] = [];
  for (const year of years) {
    for (const l of year.lines) {
      const existing = programmeLines.find((p) => p.id === l.id);
      if (existing) {
        existing.local = addRanges(existing.local, l.local);
        existing.rupees = addRanges(existing.rupees, l.rupees);
      } else {
        programmeLines.push({ ...l });
      }
    }
  }

  return {
    years,
    programme: { lines: programmeLines, total: total(programmeLines) },
    proofOfFunds: proofOfFunds(sheet, inputs, years[0]!, rupeesPer),
  };
}

/** The first year's tuition after scholarship, plus the living money the country asks to see. */
function proofOfFunds(sheet: CostSheet, inputs: PlanInputs, firstYear: PlanYear, rupeesPer: RupeesPer): PlanTotal {
  const pick = (...ids: LineId[]) => addRanges(...firstYear.lines.filter((l) => ids.includes(l.id)).map((l) => l.local));
  const tuition = pick('tuition', 'scholarship');
  const rule = sheet.proofOfFunds.living;
  const firstMonths = firstYear.months;
  const living =
    rule.basis === 'your-plan'
      ? pick('rent', 'living', 'health-insurance')
      : rule.basis === 'per-year'
        ? singleAmount(prorate(rule.amount, firstMonths, 12))
        : singleAmount(rule[inputs.city] * Math.min(rule.maxMonths, inputs.months));
  const local = addRanges(tuition, living);
  return { local, rupees: rangeToRupees(local, sheet.currency, rupeesPer) };
}
