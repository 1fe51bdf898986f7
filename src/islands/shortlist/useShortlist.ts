import { useCallback, useSyncExternalStore } from 'react';
import {
  parseShortlist,
  removeFromShortlist,
  serialiseShortlist,
  shortlistChangeEvent,
  shortlistKey,
  toggleShortlist,
  type ShortlistItem,
} from '~/lib/shortlist/shortlist';

/**
 * The shortlist as every island on a page sees it: saved in localStorage, so it stays across pages
 * and reloads, and announced with a window event, so the finder's cards, the home grid's toggles
 * and the shortlist bar (separate React roots) change together. Another tab's change arrives as a
 * `storage` event. Where storage is refused (some private modes), the list lives in memory for the page.
 */
const empty: ShortlistItem[] = [];
let memory: string | null = null;
let memoryOnly = false;
let lastRaw: string | null | undefined;
let lastItems: ShortlistItem[] = empty;

function readRaw(): string | null {
  if (!memoryOnly) {
    try {
      return window.localStorage.getItem(shortlistKey);
    } catch {
      memoryOnly = true;
    }
  }
  return memory;
}

// useSyncExternalStore needs the same array back while nothing changed.
function snapshot(): ShortlistItem[] {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastItems = parseShortlist(raw);
  }
  return lastItems;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === shortlistKey || event.key === null) onChange();
  };
  window.addEventListener(shortlistChangeEvent, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(shortlistChangeEvent, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

function save(items: ShortlistItem[]): void {
  const raw = serialiseShortlist(items);
  memory = raw;
  if (!memoryOnly) {
    try {
      window.localStorage.setItem(shortlistKey, raw);
    } catch {
      // Storage refused or full: from now on the in-memory copy keeps the page working.
      memoryOnly = true;
    }
  }
  window.dispatchEvent(new Event(shortlistChangeEvent));
}

export interface ShortlistActions {
  toggle: (item: ShortlistItem) => void;
  remove: (id: string) => void;
  clear: () => void;
}

/** The saved shortlist (empty on the server and during hydration) and the ways to change it. */
export function useShortlist(): [ShortlistItem[], ShortlistActions] {
  const items = useSyncExternalStore(subscribe, snapshot, () => empty);
  // Each action reads the list at the moment of the click, so the callbacks never go stale.
  const toggle = useCallback((item: ShortlistItem) => save(toggleShortlist(snapshot(), item)), []);
  const remove = useCallback((id: string) => save(removeFromShortlist(snapshot(), id)), []);
  const clear = useCallback(() => save([]), []);
  return [items, { toggle, remove, clear }];
}
