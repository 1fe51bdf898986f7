import { startTransition, useEffect, useState } from 'react';

/**
 * A copy of `value` that catches up only after the browser has painted the change that caused
 * it, and then as an interruptible transition. The finder's controls follow every keystroke at
 * once; its grids (thousands of cards at scale) follow this copy, so a keystroke or a facet change
 * always paints first, and a run of quick changes updates the grids once.
 */
export function useAfterPaint<T>(value: T): T {
  const [later, setLater] = useState(value);
  useEffect(() => {
    let timer = 0;
    // requestAnimationFrame runs just before the next paint; a task queued from it runs just after.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setLater(value)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value]);
  return later;
}
