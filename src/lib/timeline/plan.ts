/**
 * My application timeline: from an intake (September 2027), a destination's timeline and a level to
 * dated steps. Each step is due `monthsBefore` months before the first day of the intake month, or
 * on a real deadline (UCAS's January date, US early action) when that comes first. Dates are
 * calendar days, YYYY-MM-DD, worked in UTC so no visitor sees the day before; "today" is passed in,
 * so the rules are the same in a test as on a phone.
 */
import type { PlannerLevel } from '~/lib/costs/sheet';
import { intakeMonths, type IntakeMonth } from '~/lib/universities/facts';
import { stepKinds, type StepKind } from './steps';

interface TimelineDeadline {
  name: string;
  month: IntakeMonth;
  day: number;
  /** 0: in the intake's own calendar year; 1: the year before. */
  yearsBeforeIntake: number;
  intakes: IntakeMonth[];
}

interface TimelineStep {
  id: string;
  kind: StepKind;
  levels: PlannerLevel[];
  monthsBefore: number;
  deadline?: TimelineDeadline;
  note: string;
  ifLate: string;
  source: string;
  sourceUrl?: string;
  /** YYYY-MM-DD */
  checked: string;
}

/** A destination's timeline as the island receives it. */
export interface Timeline {
  /** Destination id and name. */
  country: string;
  name: string;
  intakes: IntakeMonth[];
  reminderDays: number;
  steps: TimelineStep[];
}

/** An intake: a year and a month (1-12). */
export interface Intake {
  year: number;
  month: number;
}

/** How far ahead a family can plan: intakes up to this many years after this one. */
export const yearsAhead = 3;

/** "2027-09" → September 2027; anything else → null. */
export function parseIntake(text: string): Intake | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const intake = { year: Number(match[1]), month: Number(match[2]) };
  return intake.month >= 1 && intake.month <= 12 ? intake : null;
}

export const intakeText = ({ year, month }: Intake) => `${year}-${String(month).padStart(2, '0')}`;

/** YYYY-MM-DD of a year, a month that may run outside 1-12 (Date.UTC rolls it over) and a day. */
const isoDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** The first day of the intake month: the date every lead time counts back from. */
export const intakeStart = (intake: Intake) => isoDay(intake.year, intake.month, 1);

/** The deadline's date for this intake, when it applies to it; a 29 February falls back to the 28th. */
function deadlineDate(deadline: TimelineDeadline, intake: Intake): string | undefined {
  if (!deadline.intakes.includes(intakeMonths[intake.month - 1]!)) return undefined;
  const year = intake.year - deadline.yearsBeforeIntake;
  const month = intakeMonths.indexOf(deadline.month) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return isoDay(year, month, Math.min(deadline.day, lastDay));
}

export interface DatedStep {
  step: TimelineStep;
  /** YYYY-MM-DD: when it should be done. */
  date: string;
  /** The real deadline for this intake, when the step has one that applies. */
  deadline?: { name: string; date: string };
  /** Its date is before today: the page says what to do now instead. */
  past: boolean;
}

export type TimelinePlan =
  | { ok: true; intake: Intake; steps: DatedStep[] }
  /** `past`: the intake has begun or gone; `notOffered`: the destination has no intake that month; `tooFar`: beyond the years we plan for. */
  | { ok: false; problem: 'past' | 'notOffered' | 'tooFar' };

/** The intakes a family can pick today: every offered month, from next month to `yearsAhead` years on. */
export function intakeOptions(timeline: Pick<Timeline, 'intakes'>, today: string): Intake[] {
  const thisYear = Number(today.slice(0, 4));
  const options: Intake[] = [];
  for (let year = thisYear; year <= thisYear + yearsAhead; year++) {
    for (let month = 1; month <= 12; month++) {
      const intake = { year, month };
      if (timeline.intakes.includes(intakeMonths[month - 1]!) && intakeStart(intake) > today) options.push(intake);
    }
  }
  return options;
}

/**
 * The first intake a family can still prepare for in full (its earliest step not yet past), or the
 * first on offer when none is that far away.
 */
export function suggestedIntake(timeline: Timeline, level: PlannerLevel, today: string): Intake | undefined {
  const options = intakeOptions(timeline, today);
  return (
    options.find((intake) => {
      const plan = planTimeline(timeline, level, intake, today);
      return plan.ok && plan.steps.every((step) => !step.past);
    }) ?? options[0]
  );
}

/** Every step of the level, dated for the intake, soonest first; or why the intake cannot be planned. */
export function planTimeline(timeline: Timeline, level: PlannerLevel, intake: Intake, today: string): TimelinePlan {
  const start = intakeStart(intake);
  if (start <= today) return { ok: false, problem: 'past' };
  if (!timeline.intakes.includes(intakeMonths[intake.month - 1]!)) return { ok: false, problem: 'notOffered' };
  if (intake.year > Number(today.slice(0, 4)) + yearsAhead) return { ok: false, problem: 'tooFar' };
  const steps = timeline.steps
    .filter((step) => step.levels.includes(level))
    .map((step): DatedStep => {
      const byLeadTime = isoDay(intake.year, intake.month - step.monthsBefore, 1);
      const fixed = step.deadline && deadlineDate(step.deadline, intake);
      const deadline = fixed ? { name: step.deadline!.name, date: fixed } : undefined;
      const date = fixed && fixed < byLeadTime ? fixed : byLeadTime;
      return { step, date, ...(deadline ? { deadline } : {}), past: date < today };
    });
  const kindOrder = (step: DatedStep) => stepKinds.indexOf(step.step.kind);
  return { ok: true, intake, steps: steps.sort((a, b) => a.date.localeCompare(b.date) || kindOrder(a) - kindOrder(b)) };
}
