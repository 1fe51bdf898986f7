import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile } from '~/lib/calendar/ics';
import { planTimeline, type DatedStep } from '~/lib/timeline/plan';
import { calendarEvents, dayText, deadlineText, intakeName, pastText, problemText, summaryText, whenText } from '~/lib/timeline/words';
import { fillIn } from '~/lib/text/placeholders';
import { intakeMonths } from '~/lib/universities/facts';
import { timelines, words } from './content';
import { wordsOf } from '../support/strings';

const today = '2026-11-25';
const timeline = timelines.find((t) => t.steps.some((s) => s.deadline))!;
const withDeadline = timeline.steps.find((s) => s.deadline)!;
const level = withDeadline.levels[0]!;
const intake = { year: 2028, month: intakeMonths.indexOf(withDeadline.deadline!.intakes[0]!) + 1 };
const plan = planTimeline(timeline, level, intake, today);
if (!plan.ok) throw new Error(plan.problem);
const context = { level, intake, url: 'https://example.org/timeline?intake=2028-09', host: 'example.org' };

describe('the timeline in words', () => {
  it('writes days and the intake through Intl in the strings’ locale', () => {
    expect(dayText('2027-01-14', words)).toBe(
      new Intl.DateTimeFormat(words.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        Date.UTC(2027, 0, 14),
      ),
    );
    expect(intakeName(intake, words)).toContain('2028');
  });

  it('names a real deadline beside the date it falls on', () => {
    const dated = plan.steps.find((s) => s.step.id === withDeadline.id)! as DatedStep;
    const when = whenText(dated, words);
    expect(when.deadline).toBe(
      fillIn(words['step.deadline']!, { name: withDeadline.deadline!.name, date: dayText(dated.deadline!.date, words) }),
    );
  });

  it('writes a deadline’s months in the strings’ language, in Hindi as in English', () => {
    const deadline = withDeadline.deadline!;
    const hindi: Record<string, string> = wordsOf('timeline', 'hi');
    for (const strings of [words, hindi]) {
      const month = (name: string) =>
        new Intl.DateTimeFormat(strings.locale, { month: 'long', timeZone: 'UTC' }).format(
          Date.UTC(2000, intakeMonths.indexOf(name as never), 1),
        );
      const text = deadlineText(deadline, strings);
      expect(text).toContain(`${deadline.day} ${month(deadline.month)}`);
      for (const intakeMonth of deadline.intakes) expect(text).toContain(month(intakeMonth));
    }
    expect(deadlineText(deadline, hindi)).not.toContain(deadline.month);
  });

  it('refuses a past intake in words that name it', () => {
    const past = { year: 2026, month: 1 };
    const refused = planTimeline(timeline, level, past, today);
    if (refused.ok) throw new Error('a past intake was planned');
    expect(problemText(refused, past, timeline, words, today)).toBe(fillIn(words['problem.past']!, { intake: intakeName(past, words) }));
    expect(pastText(2, words)).toBe(fillIn(words['past.other']!, { count: 2 }));
  });

  it('exports one VEVENT per step on the step’s date, each with a reminder, that a calendar parses', () => {
    const events = calendarEvents(plan.steps, timeline, context, words);
    const file = calendarFile(events, { prodId: '-//Example//Timeline//EN', name: 'Test', stamp: new Date('2026-11-25T00:00:00Z') });
    const vevents = new ICAL.Component(ICAL.parse(file)).getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(plan.steps.length);
    vevents.forEach((vevent, i) => {
      expect((vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toString()).toBe(plan.steps[i]!.date);
      expect(vevent.getFirstPropertyValue('description')).toContain(plan.steps[i]!.step.note);
      expect(vevent.getFirstSubcomponent('valarm')).not.toBeNull();
    });
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it('shares the plan as text: what it is for, each step with its date, and the link', () => {
    const lines = summaryText(plan.steps, timeline, context, words).split('\n');
    expect(lines).toHaveLength(plan.steps.length + 2);
    expect(lines[1]).toContain(dayText(plan.steps[0]!.date, words));
    expect(lines.at(-1)).toContain(context.url);
  });
});
