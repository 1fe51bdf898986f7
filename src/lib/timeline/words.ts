/**
 * My application timeline in words: the intake and each dated step as the strings' language writes
 * them, the reason an intake is refused, the calendar's events and the plain-text plan shared on
 * WhatsApp. Every text comes from the area's strings (src/content/strings/<lang>/timeline.json).
 */
import type { CalendarEvent } from '~/lib/calendar/ics';
import type { PlannerLevel } from '~/lib/costs/sheet';
import { listText, monthName } from '~/lib/text/localeFormats';
import { say, sayCount, type Words } from '~/lib/text/words';
import { intakeMonths, type IntakeMonth } from '~/lib/universities/facts';
import { intakeStart, yearsAhead, type DatedStep, type Intake, type Timeline, type TimelinePlan } from './plan';
import type { DatedScholarship } from './scholarships';
import type { StepKind } from './steps';

const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "14 January 2027" in the strings' locale. */
export function dayText(isoDate: string, words: Words): string {
  return new Intl.DateTimeFormat(say(words, 'locale'), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utc(isoDate),
  );
}

/** "September 2027" */
export function intakeName(intake: Intake, words: Words): string {
  return new Intl.DateTimeFormat(say(words, 'locale'), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utc(intakeStart(intake)),
  );
}

/**
 * A step's real deadline as the undated reference writes it, its months in the strings' language:
 * "Deadline: UCAS, 29 January in the intake's year (September intakes)".
 */
export function deadlineText(deadline: NonNullable<Timeline['steps'][number]['deadline']>, words: Words): string {
  const month = (name: IntakeMonth) => monthName(intakeMonths.indexOf(name) + 1, say(words, 'locale'));
  return say(words, deadline.yearsBeforeIntake === 0 ? 'reference.deadline.sameYear' : 'reference.deadline.yearBefore', {
    name: deadline.name,
    day: deadline.day,
    month: month(deadline.month),
    intakes: listText(deadline.intakes.map(month), say(words, 'locale')),
  });
}

export const stepTitle = (kind: StepKind, words: Words) => say(words, `step.${kind}`);

export const levelName = (level: PlannerLevel, words: Words) => say(words, `level.${level.toLowerCase()}`);

/** Why the chosen intake has no plan, naming what to choose instead. */
export function problemText(
  plan: Extract<TimelinePlan, { ok: false }>,
  intake: Intake,
  timeline: Timeline,
  words: Words,
  today: string,
): string {
  const values = {
    intake: intakeName(intake, words),
    country: timeline.name,
    years: yearsAhead,
    last: Number(today.slice(0, 4)) + yearsAhead,
  };
  return say(words, `problem.${plan.problem}`, values);
}

/** "By 1 March 2027" and, where a real deadline applies, its name and date. */
export function whenText(dated: DatedStep, words: Words): { due: string; deadline?: string } {
  return {
    due: say(words, 'step.due', { date: dayText(dated.date, words) }),
    ...(dated.deadline
      ? { deadline: say(words, 'step.deadline', { name: dated.deadline.name, date: dayText(dated.deadline.date, words) }) }
      : {}),
  };
}

/** One all-day event per step, with a reminder `timeline.reminderDays` days before. */
export function calendarEvents(
  steps: readonly DatedStep[],
  timeline: Timeline,
  context: { level: PlannerLevel; intake: Intake; url: string; host: string },
  words: Words,
): CalendarEvent[] {
  const key = `${intakeStartKey(context.intake)}-${timeline.country}-${context.level.toLowerCase()}`;
  return steps.map((dated) => {
    const title = stepTitle(dated.step.kind, words);
    const when = whenText(dated, words);
    return {
      uid: `${key}-${dated.step.id}@${context.host}`,
      date: dated.date,
      summary: say(words, 'calendar.summary', { title, country: timeline.name }),
      description: [dated.step.note, when.deadline, say(words, 'calendar.more', { url: context.url })].filter(Boolean).join('\n'),
      url: context.url,
      reminder: {
        daysBefore: timeline.reminderDays,
        description: say(words, 'calendar.reminder', { title, date: dayText(dated.date, words) }),
      },
    };
  });
}

const intakeStartKey = (intake: Intake) => intakeStart(intake).slice(0, 7);

/** "Chevening Scholarships: usually closes in November", in the strings' language. */
export const scholarshipText = (dated: DatedScholarship, words: Words) =>
  say(words, 'scholarships.item', { name: dated.scholarship.name, month: monthName(Number(dated.date.slice(5, 7)), say(words, 'locale')) });

/** One all-day event per added scholarship, on the first day of its usual deadline month, with the same reminder as the steps. */
export function scholarshipEvents(
  dated: readonly DatedScholarship[],
  timeline: Timeline,
  context: { intake: Intake; url: string; host: string },
  words: Words,
): CalendarEvent[] {
  return dated.map((d) => {
    const title = say(words, 'calendar.scholarship', { name: d.scholarship.name });
    return {
      uid: `${intakeStartKey(context.intake)}-scholarship-${d.scholarship.id}@${context.host}`,
      date: d.date,
      summary: title,
      description: [
        scholarshipText(d, words),
        say(words, 'calendar.scholarshipCheck', { link: d.scholarship.link }),
        say(words, 'calendar.more', { url: context.url }),
      ].join('\n'),
      url: d.scholarship.link,
      reminder: {
        daysBefore: timeline.reminderDays,
        description: say(words, 'calendar.reminder', { title, date: dayText(d.date, words) }),
      },
    };
  });
}

/** The plan as plain text for WhatsApp: what it is for, each step and added scholarship with its date, and the link to it. */
export function summaryText(
  steps: readonly DatedStep[],
  timeline: Timeline,
  context: { level: PlannerLevel; intake: Intake; url: string },
  words: Words,
  scholarships: readonly DatedScholarship[] = [],
): string {
  return [
    say(words, 'summary.heading', {
      level: levelName(context.level, words),
      country: timeline.name,
      intake: intakeName(context.intake, words),
    }),
    ...steps.map((dated) => say(words, 'summary.step', { date: dayText(dated.date, words), title: stepTitle(dated.step.kind, words) })),
    ...scholarships.map((d) => say(words, 'summary.step', { date: dayText(d.date, words), title: scholarshipText(d, words) })),
    say(words, 'summary.link', { url: context.url }),
  ].join('\n');
}

/** "2 steps are already past: each says what to do now." */
export const pastText = (count: number, words: Words) => sayCount(words, 'past', count);
