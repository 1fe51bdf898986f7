import type { ClientDirective } from 'astro';
import { shortlistChangeEvent, shortlistKey } from '~/lib/shortlist/shortlist';

/**
 * `client:shortlist`: hydrate an island once the visitor has a shortlist, kept from an earlier page
 * or made now (a toggle on this page, or another tab). Until then the island shows nothing, so a
 * visitor who has shortlisted nothing loads none of its code.
 */
const shortlistDirective: ClientDirective = (load) => {
  const hydrate = async () => {
    removeEventListener(shortlistChangeEvent, hydrate);
    removeEventListener('storage', fromAnotherTab);
    await (
      await load()
    )();
  };
  const fromAnotherTab = (event: StorageEvent) => {
    if (event.key === shortlistKey) void hydrate();
  };
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(shortlistKey);
  } catch {
    // Storage refused: a shortlist made on this page still announces itself.
  }
  if (saved) {
    void hydrate();
    return;
  }
  addEventListener(shortlistChangeEvent, hydrate);
  addEventListener('storage', fromAnotherTab);
};

export default shortlistDirective;
