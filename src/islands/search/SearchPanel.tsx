import { useId, useRef, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import SearchResultList from './SearchResultList';
import { useFocusRevealed } from '../shared/useFocusRevealed';
import { useSiteSearch, type SiteSearchState } from './useSiteSearch';
import { fillIn, plural } from '~/lib/text/placeholders';
import type { IslandWords } from '~/queries/strings';

type AllSearchWords = IslandWords<'search'>;
/** The search's words the dialog and the search box use (src/content/strings/<lang>/search.json). */
export type SearchWords = Omit<AllSearchWords, Extract<keyof AllSearchWords, `kind.${string}` | `page.${string}`>>;

/** Only those words, so every page's dialog island carries no others (the kinds and the /search page's are build-time words). */
export const searchWords = (s: AllSearchWords) =>
  Object.fromEntries(Object.entries(s).filter(([key]) => !key.startsWith('kind.') && !key.startsWith('page.'))) as SearchWords;

interface Props {
  query: string;
  onQuery: (query: string) => void;
  /** How many results to show at first, and how many more each time. */
  step: number;
  /** Something to show under the results for the current search (the dialog links to /search). */
  footer?: (term: string) => ReactNode;
  s: SearchWords;
}

function statusText(state: SiteSearchState, s: SearchWords): string {
  switch (state.status) {
    case 'idle':
      return s['status.idle'];
    case 'searching':
      return s['status.searching'];
    case 'failed':
      return s['status.failed'];
    case 'done':
      return state.total === 0
        ? fillIn(s['status.none'], { term: state.term })
        : plural(s, 'status.found', state.total, s.locale, { term: state.term });
  }
}

/**
 * The site search itself, shared by the header's dialog and the /search page: the box, a polite
 * status line and the results. Arrow Down or Enter in the box moves to the first result; the arrow keys
 * move between results; Arrow Up from the first goes back to the box.
 */
export default function SearchPanel({ query, onQuery, step, footer, s }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, more] = useSiteSearch(query, step, s['excerpt.fullStop']);
  const shown = state.status === 'done' || state.status === 'searching' ? state.hits : [];
  const total = state.status === 'done' ? state.total : undefined;
  const { list, revealFrom } = useFocusRevealed<HTMLOListElement>(shown.length);

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
          {s.label}
        </label>
        {/* Results follow the typing; Show results (and Enter) moves to the first result. */}
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-5 -translate-y-1/2 text-slate-500"
            />
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
              placeholder={s.placeholder}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={200}
              className="field-input pl-10"
            />
          </div>
          <button type="submit" className="btn-primary mt-1 shrink-0">
            {s.submit}
          </button>
        </div>
      </form>

      <p role="status" aria-live="polite" className="mt-4 text-sm font-medium text-slate-600">
        {statusText(state, s)}
      </p>

      {shown.length > 0 && (
        <div className="mt-3">
          <SearchResultList ref={list} hits={shown} onLeaveTop={() => input.current?.focus()} label={s.results} />
          {total !== undefined && total > shown.length && (
            <div className="mt-4 text-center">
              <button
                type="button"
                className="btn-outline"
                onClick={() => {
                  revealFrom(shown.length);
                  more();
                }}
              >
                {fillIn(s.showMore, { count: Math.min(step, total - shown.length), remaining: total - shown.length })}
              </button>
            </div>
          )}
        </div>
      )}
      {state.status === 'done' && footer?.(state.term)}
    </div>
  );
}
