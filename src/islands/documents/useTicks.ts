import { useCallback, useEffect, useState } from 'react';
import { parseTicks, serialiseTicks, setTick, ticksKey } from '~/lib/documents/ticks';

function persist(ticks: Set<string>): Set<string> {
  try {
    window.localStorage.setItem(ticksKey, serialiseTicks(ticks));
  } catch {
    // Storage refused or full (some private modes): the ticks last for the page.
  }
  return ticks;
}

/**
 * The documents ticked on this device, read from localStorage once the page runs (empty on the
 * server and during hydration) and saved on every change.
 */
export function useTicks(): [Set<string>, { tick: (id: string, ticked: boolean) => void; clear: () => void }] {
  const [ticks, setTicks] = useState<Set<string>>(() => new Set());
  useEffect(() => {
    try {
      setTicks(parseTicks(window.localStorage.getItem(ticksKey)));
    } catch {
      // No storage: start with nothing ticked.
    }
  }, []);
  const tick = useCallback((id: string, ticked: boolean) => setTicks((current) => persist(setTick(current, id, ticked))), []);
  const clear = useCallback(() => setTicks(persist(new Set())), []);
  return [ticks, { tick, clear }];
}
