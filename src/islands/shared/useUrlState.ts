import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A view's state kept in the page URL, so it can be shared, reloaded and stepped through with
 * Back/Forward. The URL is the source on load and on popstate. A run of keystrokes makes one
 * history entry (`'typing'` replaces the entry the previous keystroke pushed); any other change
 * (`'step'`: a tab, a filter, a sort) makes its own.
 */
export function useUrlState<S>(
  initial: S,
  read: (search: string) => S,
  write: (state: S, currentSearch: string) => string,
): [S, (next: S, kind: 'typing' | 'step') => void] {
  const [state, setState] = useState<S>(initial);
  const lastKind = useRef<'typing' | 'step' | null>(null);

  useEffect(() => {
    const syncFromUrl = () => {
      lastKind.current = null;
      setState(read(window.location.search));
    };
    syncFromUrl();
    window.addEventListener('popstate', syncFromUrl);
    return () => window.removeEventListener('popstate', syncFromUrl);
  }, [read]);

  const update = useCallback(
    (next: S, kind: 'typing' | 'step') => {
      setState(next);
      const { pathname, search, hash } = window.location;
      const url = `${pathname}${write(next, search)}${hash}`;
      if (kind === 'typing' && lastKind.current === 'typing') window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
      lastKind.current = kind;
    },
    [write],
  );

  return [state, update];
}
