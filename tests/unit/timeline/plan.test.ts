import { describe, expect, it } from 'vitest';
import { plannerLevels } from '~/lib/costs/sheet';
import { intakeOptions, parseIntake, planTimeline, suggestedIntake, yearsAhead, type Intake, type Timeline } from '~/lib/timeline/plan';
import { readTimelineState, writeTimelineState } from '~/lib/timeline/state';
import { intakeMonths } from '~/lib/universities/facts';
import { timelines } from './content';

const today = '2026-11-25';
const iso = (year: number, monthIndex: number, day: number) => new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);

/** The rule written out again: due `monthsBefore` months before the 1st of the intake month, or on an earlier real deadline. */
function expectedDate(step: Timeline['steps'][number], intake: Intake): string {
  const byLeadTime = iso(intake.year, intake.month - 1 - step.monthsBefore, 1);
  const d = step.deadline;
  if (!d || !d.intakes.includes(intakeMonths[intake.month - 1]!)) return byLeadTime;
  const month = intakeMonths.indexOf(d.month);
  const deadline = iso(
    intake.year - d.yearsBeforeIntake,
    month,
    Math.min(d.day, new Date(Date.UTC(intake.year - d.yearsBeforeIntake, month + 1, 0)).getUTCDate()),
  );
  return deadline < byLeadTime ? deadline : byLeadTime;
}

describe('each destination’s timeline', () => {
  for (const timeline of timelines) {
    it(`${timeline.name}: every step of each level and intake is dated from the content, soonest first`, () => {
      for (const level of plannerLevels) {
        for (const month of timeline.intakes) {
          const intake = { year: 2028, month: intakeMonths.indexOf(month) + 1 };
          const plan = planTimeline(timeline, level, intake, today);
          if (!plan.ok) throw new Error(`${timeline.name} ${month} 2028: ${plan.problem}`);
          const steps = timeline.steps.filter((s) => s.levels.includes(level));
          expect(plan.steps.map((s) => s.step.id).sort()).toEqual(steps.map((s) => s.id).sort());
          for (const dated of plan.steps) expect(dated.date, `${level} ${dated.step.id}`).toBe(expectedDate(dated.step, intake));
          const dates = plan.steps.map((s) => s.date);
          expect(dates).toEqual([...dates].sort());
          expect(plan.steps.every((s) => s.date < `${2028}-${String(intake.month).padStart(2, '0')}-01`)).toBe(true);
        }
      }
    });
  }
});

describe('intakes a family can choose', () => {
  const timeline = timelines.find((t) => t.steps.some((s) => s.deadline))!;
  const month = intakeMonths.indexOf(timeline.intakes[0]!) + 1;

  it('refuses an intake that has begun or passed, and one beyond the years we plan for', () => {
    expect(planTimeline(timeline, 'Postgraduate', { year: 2026, month: 11 }, today)).toEqual({ ok: false, problem: 'past' });
    expect(planTimeline(timeline, 'Postgraduate', { year: 2026, month }, '2026-' + String(month).padStart(2, '0') + '-01')).toEqual({
      ok: false,
      problem: 'past',
    });
    expect(planTimeline(timeline, 'Postgraduate', { year: 2026 + yearsAhead + 1, month }, today)).toEqual({ ok: false, problem: 'tooFar' });
  });

  it('refuses a month the destination has no intake in', () => {
    const other = intakeMonths.findIndex((m) => !timeline.intakes.includes(m)) + 1;
    expect(planTimeline(timeline, 'Postgraduate', { year: 2028, month: other }, today)).toEqual({ ok: false, problem: 'notOffered' });
  });

  it('flags steps already past, keeping their dates', () => {
    const soon = intakeOptions(timeline, today)[0]!;
    const plan = planTimeline(timeline, 'Undergraduate', soon, today);
    if (!plan.ok) throw new Error(plan.problem);
    for (const step of plan.steps) expect(step.past).toBe(step.date < today);
    expect(plan.steps.some((s) => s.past)).toBe(true);
  });

  it('offers every future intake month up to the years we plan for, and suggests the first still fully ahead', () => {
    const options = intakeOptions(timeline, today);
    const expected = Array.from({ length: yearsAhead + 1 }, (_, i) => 2026 + i).flatMap((year) =>
      timeline.intakes.map((m) => ({ year, month: intakeMonths.indexOf(m) + 1 })).filter((o) => iso(o.year, o.month - 1, 1) > today),
    );
    expect(options).toEqual(expected.sort((a, b) => a.year - b.year || a.month - b.month));
    const suggested = suggestedIntake(timeline, 'Postgraduate', today)!;
    const plan = planTimeline(timeline, 'Postgraduate', suggested, today);
    expect(plan.ok && plan.steps.every((s) => !s.past)).toBe(true);
    const earlier = options.filter((o) => o.year * 12 + o.month < suggested.year * 12 + suggested.month);
    for (const intake of earlier) {
      const p = planTimeline(timeline, 'Postgraduate', intake, today);
      expect(p.ok && p.steps.some((s) => s.past)).toBe(true);
    }
  });

  it('reads an intake as YYYY-MM only', () => {
    expect(parseIntake('2027-09')).toEqual({ year: 2027, month: 9 });
    expect(parseIntake('2027-13')).toBeNull();
    expect(parseIntake('September 2027')).toBeNull();
  });

  it('keeps the choices in the URL', () => {
    const search = writeTimelineState({ country: 'uk', level: 'Undergraduate', intake: '2027-09', scholarships: ['chevening', 'felix'] });
    expect(search).toBe('?country=uk&level=undergraduate&intake=2027-09&scholarships=chevening%2Cfelix');
    expect(readTimelineState(search, ['uk'], ['felix', 'chevening'])).toEqual({
      country: 'uk',
      level: 'Undergraduate',
      intake: '2027-09',
      scholarships: ['chevening', 'felix'],
    });
    expect(readTimelineState('?country=mars&scholarships=gone', ['uk'], ['felix'])).toMatchObject({ country: '', scholarships: [] });
  });
});
