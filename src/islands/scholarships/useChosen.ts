import { useCallback, useEffect, useState } from 'react';
import { readChosen, toggleChosen } from '~/lib/scholarships/chosen';

/** Where the deadlines a visitor added are kept on the device. */
const storageKey = 'scholarship-deadlines';

/**
 * The scholarships whose deadlines the visitor added, kept in localStorage so they stay across
 * visits; where storage is refused, for the page only. Read after hydration: the server renders
 * every card with its deadline not yet added.
 */
export function useChosen(known: readonly string[]): [string[], (id: string) => void] {
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    try {
      setChosen(readChosen(window.localStorage.getItem(storageKey), known));
    } catch {
      // Storage refused: the list starts empty.
    }
  }, [known]);
  const toggle = useCallback((id: string) => {
    setChosen((list) => {
      const next = toggleChosen(list, id);
      try {
        window.localStorage.setItem(storageKey, JSON.stringify(next));
      } catch {
        // Storage refused: the list lives for the page.
      }
      return next;
    });
  }, []);
  return [chosen, toggle];
}
