import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { SlidersHorizontal, UserRound } from 'lucide-react';
import type { ScholarshipCard } from '~/lib/scholarships/card';

/** What the finder needs of a scholarship: its filters' facts and what the hand-off names. */
type FinderScholarship = Pick<
  ScholarshipCard,
  'id' | 'name' | 'funder' | 'link' | 'destinations' | 'levels' | 'subjects' | 'fullTuition' | 'deadlineMonths'
>;
import { activeFilters, matchesScholarship, noFilters, withinSteps, type ScholarshipFilters } from '~/lib/scholarships/filters';
import { readScholarshipFilters, writeScholarshipFilters } from '~/lib/scholarships/state';
import { chosenParam, chosenValue } from '~/lib/scholarships/chosen';
import { chosenSummary } from '~/lib/scholarships/words';
import { buildShareLink } from '~/lib/contact/chatLink';
import { listText } from '~/lib/text/localeFormats';
import { say, sayCount, type Words } from '~/lib/text/words';
import { studyLevels, subjectAreas, subjectKeys, type StudyLevel, type SubjectArea } from '~/lib/universities/facts';
import SelectField from './finder/SelectField';
import { useChosen } from './scholarships/useChosen';
import { useUrlState } from './shared/useUrlState';
import { handOff } from './shared/handOff';
import WhatsAppLink from '~/islands/shared/WhatsAppLink';

/** The shared words (strings/<lang>/common.json) it shows: its page hands it only these of them. */
export const scholarshipFinderShared = [
  'newTab',
  'shareOnWhatsApp',
  'money.lakh',
  'money.crore',
  'level.undergraduate',
  'level.postgraduate',
  'level.phd',
  'subjectArea.any',
  ...Object.values(subjectKeys),
] as const;

interface Props {
  scholarships: FinderScholarship[];
  /** The id of the list of static cards (each `[data-scholarship]`, with its `[data-add-deadline]` button) the finder works. */
  listId: string;
  /** The destinations a scholarship is listed for, in the destinations' order. */
  countries: { id: string; name: string }[];
  words: Words;
  /** The finder's absolute address, for the shared list. */
  pageUrl: string;
  timelinePath: string;
  contactHref: string;
  /** The day the page was built (YYYY-MM-DD), until the script knows the visitor's today. */
  builtOn: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * The scholarship finder: destination buttons and filters (level, subject, full tuition, deadline
 * in the next months) narrow the list, kept in the URL; each card's "Add the deadline" puts the
 * scholarship into the visitor's application timeline (kept on the device, carried to /timeline in
 * its address) and the chosen ones go to a counsellor or WhatsApp. The server renders every card,
 * so the page lists every scholarship without JavaScript.
 */
export default function ScholarshipFinder({ scholarships, listId, countries, words, pageUrl, timelinePath, contactHref, builtOn }: Props) {
  const ids = useMemo(() => countries.map((c) => c.id), [countries]);
  const read = useCallback((search: string) => readScholarshipFilters(search, ids), [ids]);
  const [filters, update] = useUrlState<ScholarshipFilters>(noFilters, read, writeScholarshipFilters);
  const [enhanced, setEnhanced] = useState(false);
  const [today, setToday] = useState(builtOn);
  const [filtersOpen, setFiltersOpen] = useState(false);
  useEffect(() => {
    setToday(localDay());
    setEnhanced(true);
  }, []);
  const known = useMemo(() => scholarships.map((s) => s.id), [scholarships]);
  const [chosen, toggle] = useChosen(known);
  const prefix = useId();
  const t = (key: string, values?: Record<string, string | number>) => say(words, key, values);
  const visible = useMemo(() => scholarships.map((s) => matchesScholarship(s, filters, today)), [scholarships, filters, today]);
  const shown = visible.filter(Boolean).length;
  const set = (patch: Partial<ScholarshipFilters>) => update({ ...filters, ...patch }, 'step');
  const active = activeFilters(filters);

  const chosenCards = chosen.map((id) => scholarships.find((s) => s.id === id)!).filter(Boolean);
  const firstCountry = chosenCards[0]?.destinations[0];
  const timelineHref = `${timelinePath}?${new URLSearchParams({ ...(firstCountry ? { country: firstCountry } : {}), [chosenParam]: chosenValue(chosen) })}`;
  const summary = chosenCards.length > 0 ? chosenSummary(chosenCards, pageUrl, words) : '';

  // The cards are static HTML: show the matching ones, and mark each deadline button added or not.
  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    scholarships.forEach((s, i) => {
      const item = list.querySelector<HTMLElement>(`[data-scholarship="${s.id}"]`);
      if (item) item.hidden = !visible[i];
    });
  }, [listId, scholarships, visible]);
  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    for (const button of list.querySelectorAll<HTMLButtonElement>('[data-add-deadline]')) {
      button.disabled = false;
      button.setAttribute('aria-pressed', String(chosen.includes(button.dataset.addDeadline!)));
    }
  }, [listId, chosen]);
  useEffect(() => {
    const list = document.getElementById(listId);
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('[data-add-deadline]');
      if (button) toggle(button.dataset.addDeadline!);
    };
    list?.addEventListener('click', onClick);
    return () => list?.removeEventListener('click', onClick);
  }, [listId, toggle]);

  const any = (label: string) => ({ value: '', label });
  return (
    <div>
      <div className="card p-4 sm:p-6" data-noscript-hide>
        <button
          type="button"
          className="btn-outline min-h-11 md:hidden"
          aria-expanded={filtersOpen}
          aria-controls={`${prefix}-filters`}
          disabled={!enhanced}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-5" />
          {t('filters')}
          {active > 0 && (
            <span className="rounded-full bg-brand-50 px-2 text-sm">
              {active}
              <span className="sr-only"> {t('filters.active')}</span>
            </span>
          )}
        </button>
        <div
          id={`${prefix}-filters`}
          role="group"
          aria-label={t('filters.label')}
          className={`${filtersOpen ? 'flex' : 'hidden'} mt-4 flex-col gap-4 md:mt-0 md:flex`}
        >
          <div role="group" aria-label={t('country.label')} className="flex flex-wrap gap-2">
            {[{ id: null, name: t('country.all') }, ...countries].map(({ id, name }) => {
              const pressed = filters.country === id;
              return (
                <button
                  key={id ?? ''}
                  type="button"
                  aria-pressed={pressed}
                  disabled={!enhanced}
                  onClick={() => pressed || set({ country: id })}
                  className={`min-h-11 rounded-full border-2 px-4 text-sm font-semibold transition-colors duration-200 ${
                    pressed ? 'border-brand-800 bg-brand-800 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'
                  }`}
                >
                  {name}
                </button>
              );
            })}
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto] lg:items-end">
            <SelectField
              id={`${prefix}-level`}
              label={t('level.label')}
              value={filters.level ?? ''}
              disabled={!enhanced}
              options={[any(t('level.any')), ...studyLevels.map((level) => ({ value: level, label: t(`level.${level.toLowerCase()}`) }))]}
              onChange={(value) => set({ level: (value || null) as StudyLevel | null })}
            />
            <SelectField
              id={`${prefix}-subject`}
              label={t('subject.label')}
              value={filters.subject ?? ''}
              disabled={!enhanced}
              options={[any(t('subjectArea.any')), ...subjectAreas.map((area) => ({ value: area, label: t(subjectKeys[area]) }))]}
              onChange={(value) => set({ subject: (value || null) as SubjectArea | null })}
            />
            <SelectField
              id={`${prefix}-within`}
              label={t('within.label')}
              value={filters.within === null ? '' : String(filters.within)}
              disabled={!enhanced}
              options={[
                any(t('within.any')),
                ...withinSteps.map((months) => ({ value: String(months), label: sayCount(words, 'within.months', months) })),
              ]}
              onChange={(value) => set({ within: value ? Number(value) : null })}
            />
            <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-800">
              <input
                type="checkbox"
                className="size-5 accent-brand-800"
                checked={filters.fullTuition}
                disabled={!enhanced}
                onChange={(event) => set({ fullTuition: event.target.checked })}
              />
              {t('full.label')}
            </label>
          </div>
        </div>
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p role="status" aria-live="polite" className="text-sm font-semibold text-slate-700">
          {shown === scholarships.length
            ? sayCount(words, 'results.all', shown)
            : sayCount(words, 'results.some', scholarships.length, { shown })}
        </p>
        <button
          type="button"
          className="min-h-11 rounded-full px-3 text-sm font-semibold text-brand-700 underline decoration-2 underline-offset-4 hover:text-brand-900 disabled:text-slate-500 disabled:no-underline"
          disabled={!enhanced || active === 0}
          onClick={() => update(noFilters, 'step')}
          data-noscript-hide
        >
          {t('clear')}
        </button>
      </div>
      {/* Shown only where scripts do not run, by the page's noscript styles: no swap when the finder hydrates. */}
      <p className="mt-1 hidden text-sm text-slate-600" data-noscript-show>
        {t('noscript')}
      </p>

      <section
        aria-labelledby={`${prefix}-chosen`}
        className="mt-6 rounded-[var(--radius-card)] border border-accent-300 bg-accent-50 p-4"
        data-noscript-hide
      >
        <h2 id={`${prefix}-chosen`} className="text-lg font-bold text-brand-900">
          {t('chosen.heading')}
        </h2>
        <p className="mt-1 text-slate-800">
          {chosenCards.length === 0
            ? t('chosen.none')
            : sayCount(words, 'chosen.count', chosenCards.length, {
                names: listText(
                  chosenCards.map((s) => s.name),
                  t('locale'),
                ),
              })}
        </p>
        {chosenCards.length > 0 && (
          <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a className="btn-secondary" href={timelineHref}>
              {t('chosen.timeline')}
            </a>
            <WhatsAppLink href={buildShareLink(summary)} label={t('shareOnWhatsApp')} newTab={t('newTab')} />
            <a className="btn-primary" href={contactHref} onClick={() => handOff(summary)}>
              <UserRound aria-hidden="true" className="size-5" />
              {t('chosen.counsellor')}
            </a>
          </div>
        )}
      </section>

      {shown === 0 && (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
          <p className="text-xl font-semibold text-brand-900">{t('empty.title')}</p>
          <p className="mt-2 text-slate-600">{t('empty.text')}</p>
          <button type="button" className="btn-outline mt-6" onClick={() => update(noFilters, 'step')}>
            {t('empty.showAll')}
          </button>
        </div>
      )}
    </div>
  );
}
