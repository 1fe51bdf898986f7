import { startTransition, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { calendarFile } from '~/lib/calendar/ics';
import { plannerLevels } from '~/lib/costs/sheet';
import { intakeOptions, intakeText, parseIntake, planTimeline, suggestedIntake, type Timeline } from '~/lib/timeline/plan';
import { initialTimelineState, readTimelineState, writeTimelineState, type TimelineState } from '~/lib/timeline/state';
import { calendarEvents, intakeName, levelName, pastText, problemText, scholarshipEvents, summaryText } from '~/lib/timeline/words';
import { datedScholarships, type ScholarshipDeadline } from '~/lib/timeline/scholarships';
import { say, sayCount, type Words } from '~/lib/text/words';
import { intakeMonths } from '~/lib/universities/facts';
import Choice from './planner/Choice';
import SelectField from './finder/SelectField';
import Field from './planner/Field';
import { useUrlState } from './shared/useUrlState';
import TimelineActions from './timeline/TimelineActions';
import TimelineSteps from './timeline/TimelineSteps';
import ScholarshipDeadlines from './timeline/ScholarshipDeadlines';

/** The shared words (strings/<lang>/common.json) it shows: its page hands it only these of them. */
export const timelineShared = ['newTab', 'shareOnWhatsApp', 'level.undergraduate', 'level.postgraduate', 'level.legend'] as const;

interface Props {
  timelines: Timeline[];
  words: Words;
  /** The page's absolute address, for shared links and the calendar. */
  pageUrl: string;
  contactHref: string;
  /** The calendar's product identifier, "-//Brand//Application timeline//EN". */
  prodId: string;
  /** The day the page was built (YYYY-MM-DD): the intakes offered before the script knows today. */
  builtOn: string;
  /** Every scholarship a visitor can add from the finder, with its usual deadline months. */
  scholarships: ScholarshipDeadline[];
  /** The scholarship finder, where more deadlines are added. */
  scholarshipsHref: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Today on the visitor's own calendar. */
const localDay = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * My application timeline: an intake, a destination and a level (all in the URL) give the steps,
 * dated back from the intake, with what to do now for any already past. The dates depend on today,
 * so the server renders the form (disabled) and the script adds the steps.
 */
export default function TimelinePlanner({
  timelines,
  words,
  pageUrl,
  contactHref,
  prodId,
  builtOn,
  scholarships,
  scholarshipsHref,
}: Props) {
  const ids = useMemo(() => timelines.map((t) => t.country), [timelines]);
  const scholarshipIds = useMemo(() => scholarships.map((s) => s.id), [scholarships]);
  const read = useCallback((search: string) => readTimelineState(search, ids, scholarshipIds), [ids, scholarshipIds]);
  const [state, update] = useUrlState<TimelineState>(initialTimelineState, read, writeTimelineState);
  const [today, setToday] = useState(builtOn);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    const day = localDay();
    startTransition(() => {
      setToday(day);
      setEnhanced(true);
    });
  }, []);
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const t = (key: string, values?: Record<string, string | number>) => say(words, key, values);

  const timeline = timelines.find((tl) => tl.country === state.country) ?? timelines[0]!;
  const options = intakeOptions(timeline, today);
  const chosen = state.intake ? parseIntake(state.intake) : suggestedIntake(timeline, state.level, today);
  const plan = chosen ? planTimeline(timeline, state.level, chosen, today) : null;
  const refusal = !chosen ? t('problem.invalid') : plan && !plan.ok ? problemText(plan, chosen, timeline, words, today) : undefined;
  const steps = plan?.ok ? plan.steps : [];
  const chosenScholarships = state.scholarships.map((id) => scholarships.find((s) => s.id === id)!).filter(Boolean);
  const deadlines = plan?.ok ? datedScholarships(chosenScholarships, plan.intake, today) : [];
  const url = `${pageUrl}${writeTimelineState({ ...state, intake: chosen ? intakeText(chosen) : state.intake })}`;
  const context = chosen && { level: state.level, intake: chosen, url };
  // The .ics file is made when asked for, stamped with that moment.
  const calendar = () => ({
    text: calendarFile(
      [
        ...calendarEvents(steps, timeline, { ...context!, host: new URL(pageUrl).host }, words),
        ...scholarshipEvents(deadlines, timeline, { ...context!, host: new URL(pageUrl).host }, words),
      ],
      {
        prodId,
        name: t('calendar.name', { country: timeline.name, intake: intakeName(context!.intake, words) }),
        stamp: new Date(),
      },
    ),
    fileName: `application-timeline-${timeline.country}-${intakeText(context!.intake)}.ics`,
  });
  const past = steps.filter((s) => s.past).length;

  const chooseCountry = (country: string) => {
    const next = timelines.find((tl) => tl.country === country)!;
    // An intake month the new destination does not offer starts afresh from its suggestion.
    const keep = chosen && next.intakes.includes(intakeMonths[chosen.month - 1]!);
    update({ ...state, country, intake: keep ? state.intake : '' }, 'step');
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
      {/* The plan follows each choice at once: a group of controls, not a form to submit. */}
      <fieldset className="grid gap-5 rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)] print:hidden">
        <legend className="px-1 text-lg font-bold text-brand-900">{t('form.label')}</legend>
        <SelectField
          id={id('country')}
          label={t('country.label')}
          value={timeline.country}
          disabled={!enhanced}
          options={timelines.map((tl) => ({ value: tl.country, label: tl.name }))}
          onChange={chooseCountry}
        />
        <Choice
          name={id('level')}
          legend={t('level.legend')}
          value={state.level}
          disabled={!enhanced}
          options={plannerLevels.map((value) => ({ value, label: levelName(value, words) }))}
          onChange={(level) => update({ ...state, level }, 'step')}
        />
        <Field id={id('intake')} label={t('intake.label')} hint={t('intake.hint')} error={enhanced ? refusal : undefined}>
          {(describedBy, invalid) => (
            <select
              id={id('intake')}
              className={`field-input ${invalid ? 'border-danger-700' : ''}`}
              disabled={!enhanced}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              value={plan?.ok ? intakeText(plan.intake) : ''}
              onChange={(event) => update({ ...state, intake: event.target.value }, 'step')}
            >
              {!plan?.ok && <option value="">{t('intake.choose')}</option>}
              {options.map((intake) => (
                <option key={intakeText(intake)} value={intakeText(intake)}>
                  {intakeName(intake, words)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>

      <section aria-labelledby={id('result')} className="grid min-w-0 gap-5">
        <h2 id={id('result')} className="text-2xl">
          {plan?.ok ? t('result.heading', { intake: intakeName(plan.intake, words) }) : t('result.untitled')}
        </h2>
        {!enhanced ? (
          <p className="rounded-lg border border-accent-300 bg-accent-50 p-4 text-slate-800">{t('noscript')}</p>
        ) : refusal ? (
          <p role="alert" className="rounded-lg bg-danger-50 p-4 font-semibold text-danger-700">
            {refusal}
          </p>
        ) : (
          <>
            <div role="status" className="grid gap-1 text-slate-800">
              <p>
                {sayCount(words, 'result.lead', steps.length, {
                  level: levelName(state.level, words).toLowerCase(),
                  country: timeline.name,
                })}
              </p>
              {past > 0 && <p className="font-semibold text-danger-700">{pastText(past, words)}</p>}
            </div>
            <TimelineSteps steps={steps} words={words} />
            {deadlines.length > 0 && <ScholarshipDeadlines deadlines={deadlines} finderHref={scholarshipsHref} words={words} />}
            {context && steps.length > 0 && (
              <TimelineActions
                calendar={calendar}
                summary={summaryText(steps, timeline, context, words, deadlines)}
                reminderDays={timeline.reminderDays}
                contactHref={contactHref}
                words={words}
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}
