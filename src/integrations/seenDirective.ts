import type { ClientDirective } from 'astro';

/**
 * `client:seen`: hydrate an island when it comes into the screen, as `client:visible` does, and keep
 * a tap that lands before it is ready. On a slow phone the island's code can take seconds to arrive
 * after the visitor sees its buttons; a tap on one then did nothing. The last button tapped meanwhile
 * is pressed again once the island has hydrated: hydration keeps the server's elements, so it is the
 * same button, now with its handler.
 */
const seenDirective: ClientDirective = (load, _options, el) => {
  let tapped: HTMLElement | null = null;
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && el.contains(button)) tapped = button;
  };
  el.addEventListener('click', remember, { capture: true });

  const observer = new IntersectionObserver(async (entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    const hydrate = await load();
    await hydrate();
    el.removeEventListener('click', remember, { capture: true });
    if (tapped?.isConnected) tapped.click();
  });
  // The island element itself has no box (display: contents): its children are what comes into view.
  for (const child of el.children) observer.observe(child);
};

export default seenDirective;
