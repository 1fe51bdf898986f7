import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing must pause before the address follows it. */
const typingPauseMs = 300;

/**
 * A view's state kept in the page URL, so it can be shared, reloaded and stepped through with
 * Back/Forward. The URL is the source on load and on popstate. A run of keystrokes makes one
 * history entry (`'typing'` replaces the entry the previous keystroke pushed); any other change
 * (`'step'`: a tab, a filter, a sort) makes its own.
 *
 * A history write is a round trip to the browser process, so it never holds up the change on
 * screen: a step is written just after the next paint, a run of keystrokes once typing pauses.
 * Writes keep their order: a step first writes the keystrokes still waiting.
 */
export function useUrlState<S>(
  initial: S,
  read: (search: string) => S,
  write: (state: S, currentSearch: string) => string,
): [S, (next: S, kind: 'typing' | 'step') => void] {
  const [state, setState] = useState<S>(initial);
  const lastKind = useRef<'typing' | 'step' | null>(null);
  const pending = useRef<{ next: S; replace: boolean } | null>(null);
  const timer = useRef(0);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const job = pending.current;
    pending.current = null;
    if (!job) return;
    const { pathname, search, hash } = window.location;
    const url = `${pathname}${write(job.next, search)}${hash}`;
    if (job.replace) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
  }, [write]);

  useEffect(() => {
    const syncFromUrl = () => {
      window.clearTimeout(timer.current);
      pending.current = null;
      lastKind.current = null;
      setState(read(window.location.search));
    };
    syncFromUrl();
    window.addEventListener('popstate', syncFromUrl);
    return () => window.removeEventListener('popstate', syncFromUrl);
  }, [read]);

  // Leaving the page (or unmounting) writes what is still waiting.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const update = useCallback(
    (next: S, kind: 'typing' | 'step') => {
      setState(next);
      const continuing = kind === 'typing' && lastKind.current === 'typing';
      lastKind.current = kind;
      if (continuing && pending.current) pending.current.next = next;
      else {
        flush();
        // A keystroke that continues a run whose entry is already written replaces it.
        pending.current = { next, replace: continuing };
      }
      window.clearTimeout(timer.current);
      if (kind === 'typing') timer.current = window.setTimeout(flush, typingPauseMs);
      // requestAnimationFrame runs just before the paint; a task queued from it runs just after.
      else requestAnimationFrame(() => (timer.current = window.setTimeout(flush)));
    },
    [flush],
  );

  return [state, update];
}
