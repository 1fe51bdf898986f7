import { startTransition, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Printer, UserRound } from 'lucide-react';
import { plannerLevels, type PlannerLevel } from '~/lib/costs/sheet';
import {
  byGroup,
  documentsFor,
  initialChecklistState,
  progress,
  readChecklistState,
  writeChecklistState,
  type ChecklistState,
  type StudyDocument,
} from '~/lib/documents/checklist';
import { summaryText } from '~/lib/documents/summary';
import { listText } from '~/lib/text/localeFormats';
import { say, type Words } from '~/lib/text/words';
import SelectField from './finder/SelectField';
import { useTicks } from './documents/useTicks';
import { handOff } from './shared/handOff';
import { useUrlState } from './shared/useUrlState';
import { codesWhole } from './shared/codesWhole';
import { inEnglish } from '~/lib/i18n/englishTexts';
import EnglishText from './shared/EnglishText';

/** The shared words (strings/<lang>/common.json) it shows: its page hands it only these of them. */
export const documentsShared = ['level.undergraduate', 'level.postgraduate', 'level.legend'] as const;

interface Props {
  documents: StudyDocument[];
  countries: { id: string; name: string }[];
  words: Words;
  /** The page's absolute address, for the link a counsellor receives. */
  pageUrl: string;
  contactHref: string;
}

/**
 * My documents checklist: the papers a destination and level need (the choice in the URL), each with
 * why it is needed and the mistake to avoid, ticked as they are ready (ticks saved on the device).
 * The server renders the full list for every destination and level, so the page without JavaScript
 * (or printed) lists everything.
 */
export default function DocumentsChecklist({ documents, countries, words, pageUrl, contactHref }: Props) {
  const ids = useMemo(() => countries.map((c) => c.id), [countries]);
  const read = useCallback((search: string) => readChecklistState(search, ids), [ids]);
  const [state, update] = useUrlState<ChecklistState>(initialChecklistState, read, writeChecklistState);
  const [ticks, { tick, clear }] = useTicks();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => startTransition(() => setEnhanced(true)), []);
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const t = (key: string, values?: Record<string, string | number>) => say(words, key, values);
  const levelName = (level: PlannerLevel) => t(`level.${level.toLowerCase()}`);
  const countryName = (country: string) => countries.find((c) => c.id === country)?.name ?? country;

  const listed = documentsFor(documents, state);
  const { done, total } = progress(listed, ticks);
  const where = listText(
    [state.country ? countryName(state.country) : t('country.all'), state.level ? levelName(state.level) : t('level.all')],
    t('locale'),
  );

  return (
    <div className="grid gap-8">
      {/* The list follows each choice at once: a group of controls, not a form to submit. */}
      <fieldset className="grid gap-4 rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)] sm:grid-cols-2 print:hidden">
        <legend className="px-1 text-lg font-bold text-brand-900">{t('filters.label')}</legend>
        <SelectField
          id={id('country')}
          label={t('country.label')}
          value={state.country}
          disabled={!enhanced}
          options={[{ value: '', label: t('country.all') }, ...countries.map((c) => ({ value: c.id, label: c.name }))]}
          onChange={(country) => update({ ...state, country }, 'step')}
        />
        <SelectField
          id={id('level')}
          label={t('level.legend')}
          value={state.level}
          disabled={!enhanced}
          options={[{ value: '', label: t('level.all') }, ...plannerLevels.map((level) => ({ value: level, label: levelName(level) }))]}
          onChange={(level) => update({ ...state, level: level as ChecklistState['level'] }, 'step')}
        />
      </fieldset>

      {/* The progress and the note for a page without JavaScript share one place, as tall as the taller of
          the two, so the swap on hydration never moves the list below it. */}
      <div className="grid">
        <div className={`grid gap-2 rounded-[var(--radius-card)] bg-brand-50 p-5 [grid-area:1/1] ${enhanced ? '' : 'invisible'}`}>
          <label htmlFor={id('progress')} className="font-semibold text-brand-900">
            {t('progress.label')}
          </label>
          <progress
            id={id('progress')}
            className="h-3 w-full accent-brand-700"
            max={total}
            value={done}
            aria-describedby={id('progress-text')}
          />
          <p id={id('progress-text')} role="status" className="text-slate-800">
            {t('progress', { done, total })} {done === total && total > 0 && `${t('progress.done')} `}
            {t('progress.saved')}
          </p>
        </div>
        <p className={`rounded-lg border border-accent-300 bg-accent-50 p-4 text-slate-800 [grid-area:1/1] ${enhanced ? 'invisible' : ''}`}>
          {t('noscript')}
        </p>
      </div>

      {byGroup(listed).map(({ group, documents: inGroup }) => (
        <section key={group} aria-labelledby={id(group)} className="grid gap-4">
          <h2 id={id(group)} className="text-2xl">
            {t(`group.${group}`)}
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {inGroup.map((document) => {
              const only = [...(document.countries ?? []).map(countryName), ...(document.levels ?? []).map(levelName)];
              const boxId = id(`doc-${document.id}`);
              return (
                <li key={document.id} className="card grid content-start gap-2 p-5 print:break-inside-avoid print:shadow-none">
                  <div className="flex items-start gap-3">
                    <input
                      id={boxId}
                      type="checkbox"
                      className="mt-1 size-5 shrink-0 accent-brand-700"
                      disabled={!enhanced}
                      checked={ticks.has(document.id)}
                      aria-describedby={`${boxId}-why ${boxId}-mistake`}
                      onChange={(event) => tick(document.id, event.target.checked)}
                    />
                    <label htmlFor={boxId} className="text-lg font-semibold text-brand-900" {...inEnglish(document, 'name')}>
                      {codesWhole(document.name)}
                    </label>
                  </div>
                  {only.length > 0 && <p className="badge w-fit">{t('appliesTo', { where: listText(only, t('locale')) })}</p>}
                  <p id={`${boxId}-why`} className="text-slate-700">
                    <strong className="text-slate-900">{t('why')}:</strong>{' '}
                    <EnglishText of={document} field="why">
                      {codesWhole(document.why)}
                    </EnglishText>
                  </p>
                  <p id={`${boxId}-mistake`} className="text-slate-700">
                    <strong className="text-slate-900">{t('mistake')}:</strong>{' '}
                    <EnglishText of={document} field="mistake">
                      {codesWhole(document.mistake)}
                    </EnglishText>
                  </p>
                </li>
              );
            })}
          </ul>
        </section>
      ))}

      {enhanced && (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap print:hidden">
          <button type="button" className="btn-outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-5" />
            {t('actions.print')}
          </button>
          <a
            className="btn-primary"
            href={contactHref}
            onClick={() => handOff(summaryText(listed, ticks, words, { where, url: `${pageUrl}${writeChecklistState(state)}` }))}
          >
            <UserRound aria-hidden="true" className="size-5" />
            {t('actions.counsellor')}
          </a>
          {ticks.size > 0 && (
            <button type="button" className="btn text-slate-700 hover:bg-slate-100" onClick={clear}>
              {t('actions.clear')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
