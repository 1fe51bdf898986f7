import { useEffect, useRef } from 'react';

/**
 * "Show more" for a list of links: once the next items are on screen, focus moves to the first of
 * them. The button goes away with the last items, and focus would drop to the page's start; moving
 * it on also leaves the visitor at the items they asked for. Give the list `ref={list}`, call
 * `revealFrom(count shown now)` before revealing, and pass the count shown as `shown`. Items without a
 * link name a control of theirs to focus (`target`, a selector).
 */
export function useFocusRevealed<T extends HTMLElement>(shown: number, target = 'a[href]') {
  const list = useRef<T>(null);
  const firstNew = useRef<number | null>(null);

  useEffect(() => {
    const index = firstNew.current;
    if (index === null || shown <= index) return;
    firstNew.current = null;
    list.current?.children[index]?.querySelector<HTMLElement>(target)?.focus();
  }, [shown, target]);

  const revealFrom = (count: number) => {
    firstNew.current = count;
  };

  return { list, revealFrom };
}
