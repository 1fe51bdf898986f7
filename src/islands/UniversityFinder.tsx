import { useEffect, useId, useMemo, useState } from 'react';
import { Search, SlidersHorizontal } from 'lucide-react';
import UniversityCard from './finder/UniversityCard';
import { useUrlState } from './shared/useUrlState';
import type { FinderUniversity } from '~/lib/finder/university';
import {
  countryFilters,
  initialFinderState,
  prepareFinder,
  readFinderState,
  resultSummary,
  writeFinderState,
  type CountryFilter,
  type FinderState,
} from '~/lib/finder/search';

// Filtered-out cards stay in the page with `hidden`; content-visibility lets the browser skip the
// layout of cards outside the viewport, which keeps typing instant with thousands of them.
const cardClass = 'card flex flex-col gap-4 [contain-intrinsic-block-size:auto_22rem] [content-visibility:auto]';

interface Props {
  universities: FinderUniversity[];
}

/**
 * The partner-university finder: a search box and country filter narrowing
 * the Featured Partners and All Partner Universities grids, with the state in `?q=&country=`.
 * The server renders every card; filtering only hides cards, so the page works without JavaScript.
 */
export default function UniversityFinder({ universities }: Props) {
  const [state, update] = useUrlState<FinderState>(initialFinderState, readFinderState, writeFinderState);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Controls stay disabled in the server-rendered HTML: without JavaScript they could do nothing.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const ids = useId();
  const searchId = `${ids}-search`;
  const filtersId = `${ids}-filters`;

  const findVisible = useMemo(() => prepareFinder(universities), [universities]);
  const visible = useMemo(() => findVisible(state), [findVisible, state]);
  const shownCount = visible.filter(Boolean).length;
  const featuredShown = universities.some((u, i) => u.featured && visible[i]);

  const chooseCountry = (country: CountryFilter) => {
    if (country !== state.country) update({ ...state, country }, 'step');
  };

  return (
    <div>
      <div className="card flex flex-col gap-4 p-4 sm:p-6 md:flex-row md:items-end">
        <div className="flex-1">
          <label htmlFor={searchId} className="field-label">
            Search universities
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-5 -translate-y-1/2 text-slate-500" />
            <input
              id={searchId}
              type="search"
              className="field-input pl-10"
              placeholder="Name, country or program"
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
          Filter by country
          <span className="rounded-full bg-brand-50 px-2 text-sm">{state.country}</span>
        </button>
        <div
          id={filtersId}
          role="group"
          aria-label="Filter by country"
          className={`${filtersOpen ? 'flex' : 'hidden'} flex-wrap gap-2 md:flex`}
        >
          {countryFilters.map((country) => {
            const pressed = state.country === country;
            return (
              <button
                key={country}
                type="button"
                aria-pressed={pressed}
                disabled={!enhanced}
                onClick={() => chooseCountry(country)}
                className={`min-h-11 rounded-full border-2 px-4 text-sm font-semibold transition-colors duration-200 ${
                  pressed
                    ? 'border-brand-800 bg-brand-800 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'
                }`}
              >
                {country}
              </button>
            );
          })}
        </div>
      </div>

      <p role="status" aria-live="polite" className="mt-4 text-sm text-slate-600">
        {resultSummary(shownCount, universities.length)}
      </p>

      <section aria-labelledby={`${ids}-featured`} hidden={!featuredShown} className="mt-8">
        <h2 id={`${ids}-featured`} className="section-title">
          Featured Partners
        </h2>
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {universities.map((u, i) =>
            u.featured ? (
              <li key={u.id} hidden={!visible[i]} className={cardClass}>
                <UniversityCard university={u} />
              </li>
            ) : null,
          )}
        </ul>
      </section>

      <section aria-labelledby={`${ids}-all`} className="mt-14">
        <h2 id={`${ids}-all`} className="section-title">
          All Partner Universities
        </h2>
        <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" hidden={shownCount === 0}>
          {universities.map((u, i) => (
            <li key={u.id} hidden={!visible[i]} className={cardClass}>
              <UniversityCard university={u} />
            </li>
          ))}
        </ul>
        {shownCount === 0 && (
          <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
            <p className="text-xl font-semibold text-brand-900">No universities found</p>
            <p className="mt-2 text-slate-600">Please try a different search term or filter option.</p>
            <button type="button" className="btn-outline mt-6" onClick={() => update(initialFinderState, 'step')}>
              Show all universities
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
