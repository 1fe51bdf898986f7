import type { ClientDirective } from 'astro';

/**
 * `client:intent`: hydrate an island on the visitor's first sign of intent (a pointer over it, a
 * touch on it, keyboard focus inside it) instead of on load. Until then its server-rendered HTML
 * works on its own, so an island that is a link costs no JavaScript before the visitor reaches it.
 */
const intentDirective: ClientDirective = (load, _options, el) => {
  const intents = ['pointerover', 'touchstart', 'focusin'];
  const hydrate = async () => {
    for (const type of intents) el.removeEventListener(type, hydrate);
    await (
      await load()
    )();
  };
  for (const type of intents) el.addEventListener(type, hydrate, { passive: true });
};

export default intentDirective;
