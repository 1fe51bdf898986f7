import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useState } from 'react';
import { Search, SlidersHorizontal } from 'lucide-react';
import FinderCard from './finder/FinderCard';
import { useAfterPaint } from './finder/useAfterPaint';
import FilterPanel from './finder/FilterPanel';
import EnglishScoreField from './finder/EnglishScoreField';
import SelectField from './finder/SelectField';
import { useShortlist } from './shortlist/useShortlist';
import { useFocusRevealed } from './shared/useFocusRevealed';
import type { ShortlistToggleWords } from './shortlist/ShortlistButton';
import { useUrlState } from './shared/useUrlState';
import type { FinderRates, FinderUniversity, PricedUniversity } from '~/lib/finder/university';
import { intakeOptions } from '~/lib/finder/facets';
import { checkEnglish } from '~/lib/finder/englishScore';
import { ratesDate, withRupees } from '~/lib/finder/labels';
import { sortKeys, sortOrder, type SortKey } from '~/lib/finder/sort';
import {
  activeFilterCount,
  clearFilters,
  initialFinderState,
  prepareFinder,
  readFinderState,
  writeFinderState,
  type FinderCountry,
  type FinderState,
} from '~/lib/finder/search';
import { fillIn, plural } from '~/lib/text/placeholders';
import type { IslandWords } from '~/queries/strings';
import { subjectKeys } from '~/lib/universities/facts';

/**
 * How many cards a grid shows before "Show more": a long list grows a page at a time, so every
 * change touches a page of cards, however many universities there are. The server renders them all
 * (the page lists every university without JavaScript), so the paging starts after hydration.
 */
const pageSize = 24;

/** The shared words (strings/<lang>/common.json) it shows: its page hands it only these of them. */
export const finderShared = [
  'level.undergraduate',
  'level.postgraduate',
  'level.phd',
  'money.lakh',
  'money.crore',
  'subjectArea.any',
  ...Object.values(subjectKeys),
  'university.tuition',
  'university.intakes',
  'university.english',
  'university.applicationFee',
  'university.noFee',
  'university.checked',
  'university.programmesAt',
] as const;
export type FinderWords = IslandWords<'finder', (typeof finderShared)[number]>;

interface Props {
  universities: FinderUniversity[];
  /** The country buttons, in the destinations' order. */
  countries: FinderCountry[];
  rates: FinderRates;
  /** The finder's words (src/content/strings/<lang>/finder.json) and the shortlist toggle's. */
  s: FinderWords;
  toggle: ShortlistToggleWords;
}

/**
 * The partner-university finder: a search box, the country buttons and the facets narrow the
 * Featured Partners and All Partner Universities grids; a sort orders them; an optional English
 * score is checked on every card; each card can go on the shortlist. The state lives in the URL.
 * The server renders every card with its figures, so the page lists every university without
 * JavaScript (its controls are then hidden); once hydrated, the grids show the matching cards.
 */
export default function UniversityFinder({ universities: given, countries, rates, s, toggle: toggleWords }: Props) {
  const read = useCallback((search: string) => readFinderState(search, countries), [countries]);
  const [state, update] = useUrlState<FinderState>(initialFinderState, read, writeFinderState);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Controls stay disabled and toggles invisible in the server-rendered HTML: without JavaScript they could do nothing.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const [shortlist, { toggle }] = useShortlist();
  const ids = useId();
  const searchId = `${ids}-search`;
  const filtersId = `${ids}-filters`;

  // The controls follow every keystroke at once; the grids (and the count) just after the next paint.
  const shown = useAfterPaint(state);
  const universities: PricedUniversity[] = useMemo(() => withRupees(given, rates.rupeesPer), [given, rates]);
  const intakes = useMemo(() => intakeOptions(universities), [universities]);
  const findVisible = useMemo(() => prepareFinder(universities), [universities]);
  const visible = useMemo(() => findVisible(shown), [findVisible, shown]);
  const order = useMemo(() => sortOrder(universities, shown.sort), [universities, shown.sort]);
  const verdicts = useMemo(
    () => universities.map((u) => checkEnglish(u.admissions.english, shown.test, shown.score, s)),
    [universities, shown.test, shown.score, s],
  );
  const sortOptions = useMemo(() => sortKeys.map((key) => ({ value: key, label: s[`sort.${key}`] })), [s]);
  const shortlisted = useMemo(() => new Set(shortlist.map((item) => item.id)), [shortlist]);
  // One item object per university for the whole visit, so the memoised toggles re-render only when pressed changes.
  const items = useMemo(() => universities.map(({ id, name, countryId }) => ({ id, name, country: countryId })), [universities]);
  const matching = useMemo(() => order.filter((i) => visible[i]), [order, visible]);
  const featuredMatching = useMemo(() => matching.filter((i) => universities[i].featured), [matching, universities]);
  const shownCount = matching.length;
  // A new search, filter or sort starts again from one page; "Show more" adds one.
  const [paging, setPaging] = useState({ of: shown, limit: Number.POSITIVE_INFINITY });
  if (enhanced && (paging.of !== shown || paging.limit === Number.POSITIVE_INFINITY)) setPaging({ of: shown, limit: pageSize });
  const limit = paging.limit;
  // A card has no link: "Show more" takes focus to the first new card's shortlist toggle, named for its university.
  const { list, revealFrom } = useFocusRevealed<HTMLUListElement>(Math.min(limit, shownCount), 'button');
  const filters = activeFilterCount(state);
  const asOf = ratesDate(rates.asOf, s.locale);

  const change = useCallback((next: FinderState) => update(next, 'step'), [update]);
  // Clearing hands focus to the search box: the button pressed is disabled, or gone, once nothing is filtered.
  const clearAll = () => {
    change(clearFilters(state));
    document.getElementById(searchId)?.focus();
  };

  // The page hides the grids while a shared address waits to be applied (data-finder-pending);
  // they show again, before the paint, once they show the address's state.
  useLayoutEffect(() => {
    if (enhanced && shown === state) delete document.documentElement.dataset.finderPending;
  }, [enhanced, shown, state]);

  const card = (i: number) => (
    <FinderCard
      key={universities[i].id}
      university={universities[i]}
      item={items[i]}
      verdictKind={verdicts[i]?.kind}
      verdictText={verdicts[i]?.text}
      pressed={shortlisted.has(universities[i].id)}
      enhanced={enhanced}
      onToggle={toggle}
      s={s}
      toggleWords={toggleWords}
    />
  );

  return (
    <div>
      <div className="card p-4 sm:p-6" data-noscript-hide>
        <div className="flex flex-col gap-4 md:flex-row md:items-end">
          <div className="flex-1">
            <label htmlFor={searchId} className="field-label">
              {s['search.label']}
            </label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-5 -translate-y-1/2 text-slate-500"
              />
              <input
                id={searchId}
                type="search"
                className="field-input pl-10"
                placeholder={s['search.placeholder']}
                autoComplete="off"
                disabled={!enhanced}
                value={state.query}
                onChange={(event) => update({ ...state, query: event.target.value }, 'typing')}
              />
            </div>
          </div>
          <button
            type="button"
            className="btn-outline min-h-11 md:hidden"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            disabled={!enhanced}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-5" />
            {s.filters}
            {filters > 0 && (
              <span className="rounded-full bg-brand-50 px-2 text-sm">
                {filters}
                <span className="sr-only"> {s['filters.active']}</span>
              </span>
            )}
          </button>
        </div>
        <FilterPanel
          id={filtersId}
          open={filtersOpen}
          state={state}
          intakes={intakes}
          countries={countries}
          ratesDate={asOf}
          enhanced={enhanced}
          onChange={change}
          s={s}
        />
        <div className="mt-4 grid gap-4 border-t border-slate-200 pt-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <SelectField
            id={`${ids}-sort`}
            label={s['sort.label']}
            value={state.sort}
            options={sortOptions}
            disabled={!enhanced}
            onChange={(value) => change({ ...state, sort: value as SortKey })}
          />
          <EnglishScoreField
            id={`${ids}-english`}
            test={state.test}
            score={state.score}
            enhanced={enhanced}
            onChange={(test, score, kind) => update({ ...state, test, score }, kind)}
            s={s}
          />
        </div>
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p role="status" aria-live="polite" className="text-sm font-semibold text-slate-700">
          {shownCount === universities.length
            ? fillIn(s['results.all'], { count: shownCount })
            : plural(s, 'results.some', universities.length, s.locale, { shown: shownCount })}
        </p>
        <button
          type="button"
          className="min-h-11 rounded-full px-3 text-sm font-semibold text-brand-700 underline decoration-2 underline-offset-4 hover:text-brand-900 disabled:text-slate-500 disabled:no-underline"
          disabled={!enhanced || filters === 0}
          onClick={clearAll}
          data-noscript-hide
        >
          {s.clear}
        </button>
      </div>
      <p className="mt-1 text-xs text-slate-600">{fillIn(s.note, { date: asOf })}</p>

      <div data-finder-results>
        <section aria-labelledby={`${ids}-featured`} hidden={featuredMatching.length === 0} className="mt-8">
          <h2 id={`${ids}-featured`} className="section-title">
            {s.featured}
          </h2>
          {/* A highlight: at most a page of them. */}
          <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">{featuredMatching.slice(0, pageSize).map(card)}</ul>
        </section>

        <section aria-labelledby={`${ids}-all`} className="mt-14">
          <h2 id={`${ids}-all`} className="section-title">
            {s.all}
          </h2>
          <ul ref={list} className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" hidden={shownCount === 0}>
            {matching.slice(0, limit).map(card)}
          </ul>
          {shownCount > limit && (
            <button
              type="button"
              className="btn-outline mx-auto mt-8 flex"
              onClick={() => {
                revealFrom(limit);
                setPaging({ of: shown, limit: limit + pageSize });
              }}
            >
              {fillIn(s.showMore, { count: Math.min(pageSize, shownCount - limit), remaining: shownCount - limit })}
            </button>
          )}
          {shownCount === 0 && (
            <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
              <p className="text-xl font-semibold text-brand-900">{s['empty.title']}</p>
              <p className="mt-2 text-slate-600">{s['empty.text']}</p>
              <button type="button" className="btn-outline mt-6" onClick={clearAll}>
                {s['empty.showAll']}
              </button>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
