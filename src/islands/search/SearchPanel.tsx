import { useId, useRef, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import SearchResultList from './SearchResultList';
import { useSiteSearch, type SiteSearchState } from './useSiteSearch';

interface Props {
  query: string;
  onQuery: (query: string) => void;
  /** How many results to show at first, and how many more each time. */
  step: number;
  /** Something to show under the results for the current search (the dialog links to /search). */
  footer?: (term: string) => ReactNode;
}

const plural = (n: number) => `${n} ${n === 1 ? 'result' : 'results'}`;

function statusText(state: SiteSearchState): string {
  switch (state.status) {
    case 'idle':
      return 'Search destinations, services, universities and articles.';
    case 'searching':
      return 'Searching…';
    case 'failed':
      return 'Search is unavailable right now. Check your connection and try again.';
    case 'done':
      return state.total === 0
        ? `No results for “${state.term}”. Try another word, such as a country, a test or a university.`
        : `${plural(state.total)} for “${state.term}”`;
  }
}

/**
 * The site search itself, shared by the header's dialog and the /search page: the box, a polite
 * status line and the results. Arrow Down or Enter in the box moves to the first result; the arrow keys
 * move between results; Arrow Up from the first goes back to the box.
 */
export default function SearchPanel({ query, onQuery, step, footer }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [state, more] = useSiteSearch(query, step);
  const shown = state.status === 'done' || state.status === 'searching' ? state.hits : [];
  const total = state.status === 'done' ? state.total : undefined;

  const focusFirstResult = () => list.current?.querySelector<HTMLAnchorElement>('a[href]')?.focus();

  return (
    <div>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          focusFirstResult();
        }}
      >
        <label htmlFor={inputId} className="field-label">
          Search the site
        </label>
        {/* Results follow the typing; Show results (and Enter) moves to the first result. */}
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-5 -translate-y-1/2 text-slate-500" />
            <input
              ref={input}
              id={inputId}
              type="search"
              name="q"
              value={query}
              onChange={(event) => onQuery(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowDown') {
                  event.preventDefault();
                  focusFirstResult();
                }
              }}
              placeholder="e.g. IELTS, GIC or a university"
              autoComplete="off"
              enterKeyHint="search"
              maxLength={200}
              className="field-input pl-10"
            />
          </div>
          <button type="submit" className="btn-primary mt-1 shrink-0">
            Show results
          </button>
        </div>
      </form>

      <p role="status" aria-live="polite" className="mt-4 text-sm font-medium text-slate-600">
        {statusText(state)}
      </p>

      {shown.length > 0 && (
        <div className="mt-3">
          <SearchResultList ref={list} hits={shown} onLeaveTop={() => input.current?.focus()} />
          {total !== undefined && total > shown.length && (
            <div className="mt-4 text-center">
              <button type="button" className="btn-outline" onClick={more}>
                Show {Math.min(step, total - shown.length)} more of {total - shown.length} remaining
              </button>
            </div>
          )}
        </div>
      )}
      {state.status === 'done' && footer?.(state.term)}
    </div>
  );
}
