import { useCallback, useEffect, useRef, useState } from 'react';
import { hits, searchSite, type SearchHit, type SearchOutcome } from './pagefind';

export type SiteSearchState =
  | { status: 'idle' }
  | { status: 'searching'; term: string; total?: number; hits: SearchHit[] }
  | { status: 'done'; term: string; total: number; hits: SearchHit[] }
  | { status: 'failed'; term: string };

/**
 * Runs the site search as the text changes (Pagefind debounces the keystrokes) and resolves the
 * first `step` results; `more()` resolves the next `step`. While a new search runs, the previous
 * results stay on screen so the list does not flicker. Excerpts end their sentences with `fullStop`.
 */
export function useSiteSearch(text: string, step: number, fullStop: string): [SiteSearchState, () => void] {
  const [state, setState] = useState<SiteSearchState>({ status: 'idle' });
  const outcome = useRef<SearchOutcome | null>(null);
  const term = text.trim();

  useEffect(() => {
    if (!term) {
      outcome.current = null;
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState((previous) => ({
      status: 'searching',
      term,
      hits: previous.status === 'done' || previous.status === 'searching' ? previous.hits : [],
    }));
    searchSite(term)
      .then(async (found) => {
        if (!found || !current) return;
        const first = await hits(found.results.slice(0, step), fullStop);
        if (!current) return;
        outcome.current = found;
        setState({ status: 'done', term, total: found.results.length, hits: first });
      })
      .catch(() => current && setState({ status: 'failed', term }));
    return () => {
      current = false;
    };
  }, [term, step, fullStop]);

  const more = useCallback(() => {
    if (state.status !== 'done' || !outcome.current) return;
    const { results } = outcome.current;
    const shown = state.hits;
    hits(results.slice(shown.length, shown.length + step), fullStop).then(
      (next) => setState((now) => (now === state ? { ...state, hits: [...shown, ...next] } : now)),
      () => setState({ status: 'failed', term: state.term }),
    );
  }, [state, step, fullStop]);

  return [state, more];
}
