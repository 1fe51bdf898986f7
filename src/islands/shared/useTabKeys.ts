import { useRef, type KeyboardEvent } from 'react';
import { tabKeyTarget } from '~/lib/a11y/tabKeys';

/**
 * Keyboard operation of a tab list with one tab stop (roving tabindex): the arrow keys, Home and End
 * select the tab they move to and move focus there. Give each tab `ref={tabRef(i)}` and
 * `onKeyDown={(event) => onKeyDown(event, i)}`; `select` is called with the index of the new tab.
 */
export function useTabKeys(count: number, select: (index: number) => void) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const tabRef = (index: number) => (element: HTMLButtonElement | null) => {
    tabs.current[index] = element;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = tabKeyTarget(event.key, index, count);
    if (target === undefined) return;
    event.preventDefault();
    select(target);
    tabs.current[target]?.focus();
  };

  return { tabRef, onKeyDown };
}
