import type { ClientDirective } from 'astro';
import { isSearchShortcut } from '../lib/search/shortcut';
import { openSearchEvent } from '../lib/search/openRequest';

/**
 * `client:search`: the site search dialog's island hydrates when the visitor asks for search: the
 * header's Search link (a plain click, Enter or Space), "/" outside text fields, or Ctrl+K / ⌘K. The
 * dialog opens as it hydrates; later requests reach it as an `openSearchEvent`. Until the first request
 * nothing of search loads, and this directive is inlined in the page, so the header needs no script
 * file before the first paint. Without JavaScript the Search link goes to the /search page.
 */
const searchDirective: ClientDirective = (load) => {
  let hydrated: Promise<void> | undefined;
  const open = () => {
    if (hydrated) void hydrated.then(() => window.dispatchEvent(new Event(openSearchEvent)));
    else hydrated = load().then((hydrate) => hydrate());
  };

  const trigger = document.querySelector<HTMLAnchorElement>('[data-search-open]');
  if (trigger) {
    trigger.setAttribute('role', 'button');
    trigger.setAttribute('aria-haspopup', 'dialog');
    trigger.addEventListener('click', (event) => {
      // Ctrl-, Shift- or middle-click still opens /search in a new tab or window.
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      open();
    });
    trigger.addEventListener('keydown', (event) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      open();
    });
  }
  document.addEventListener('keydown', (event) => {
    const target = event.target;
    const inField = target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
    const { key, ctrlKey, metaKey, altKey, shiftKey } = event;
    if (event.defaultPrevented || event.repeat || !isSearchShortcut({ key, ctrlKey, metaKey, altKey, shiftKey, inField })) return;
    event.preventDefault();
    open();
  });
};

export default searchDirective;
