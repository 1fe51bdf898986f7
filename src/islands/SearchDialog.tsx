import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { searchQueryString } from '~/lib/search/query';
import SearchPanel, { type SearchWords } from './search/SearchPanel';
import { copyParts } from '~/lib/text/placeholders';
import { loadPagefind } from './search/pagefind';
import { openSearchEvent } from '~/lib/search/openRequest';

interface Props {
  /** How many times the visitor has asked for search: each new count opens the dialog. */
  requests: number;
  onClose: () => void;
  s: SearchWords;
  /** The search page in the page's language (/search, /hi/search), which searches that language's index. */
  searchPage: string;
}

/** The keys the dialog's hint names, each shown as a key to press. */
const keys = { slash: 'key.slash', ctrl: 'key.ctrl', k: 'key.k', esc: 'key.esc' } as const;
const isKey = (name: string): name is keyof typeof keys => name in keys;

/** "Press / or Ctrl+K …": the hint's sentence from content, each key in it a <kbd>. */
function KeysHint({ s }: { s: SearchWords }) {
  return copyParts(s['dialog.keys']).map((part, i) =>
    'text' in part ? (
      part.text
    ) : (
      <kbd key={i} className="rounded border border-slate-300 px-1">
        {isKey(part.name) ? s[keys[part.name]] : part.name}
      </kbd>
    ),
  );
}

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Escape closes the dialog at once (a search box would otherwise take the first Escape to clear
 * itself), and Tab and Shift+Tab wrap around inside it, so keyboard focus never leaves it while it is open.
 */
function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key === 'Escape') {
    event.preventDefault();
    event.currentTarget.close();
    return;
  }
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.getClientRects().length > 0);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The site search dialog the header opens (its button, "/" or Ctrl+K). A modal <dialog>: the page
 * behind is inert, focus stays inside, Escape or the close button closes it and focus returns to
 * where it was. The last search stays in the box for the next opening.
 */
function SearchDialog({ requests, onClose, s, searchPage }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState('');

  // The dialog element is the one record of whether it is open: a request that comes after it closed
  // but before its close event (Escape, then Enter at once) still opens it.
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal();
    element.querySelector<HTMLInputElement>('input[type="search"]')?.select();
    // The page behind must not scroll under the dialog.
    document.documentElement.style.overflow = 'hidden';
  }, [requests]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="site-search-title"
      onClose={(event) => {
        // The close event of an opening the visitor has already replaced with a new one.
        if (event.currentTarget.open) return;
        document.documentElement.style.overflow = '';
        onClose();
      }}
      onKeyDown={onKeyDown}
      // A click on the backdrop (the dialog element itself, outside the panel) closes it.
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-brand-950/70 sm:mx-auto sm:mt-[8vh] sm:h-fit sm:max-h-[84vh] sm:max-w-2xl"
    >
      <div className="flex h-full max-h-[inherit] flex-col overflow-y-auto bg-white p-5 shadow-2xl sm:rounded-2xl sm:p-6">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id="site-search-title" className="text-xl">
            {s['dialog.title']}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-6" />
            <span className="sr-only">{s['dialog.close']}</span>
          </button>
        </div>
        <SearchPanel
          query={query}
          onQuery={setQuery}
          step={8}
          s={s}
          footer={(term) => (
            <p className="mt-5 text-center text-sm">
              <a className="link" href={`${searchPage}${searchQueryString({ q: term })}`}>
                {s['dialog.openPage']}
              </a>
            </p>
          )}
        />
        <p className="mt-auto hidden pt-5 text-xs text-slate-600 sm:block">
          <KeysHint s={s} />
        </p>
      </div>
    </dialog>
  );
}

/**
 * The site search dialog's island. It hydrates only when the visitor asks for search (`client:search`),
 * so it opens as it mounts, and again on each later `openSearchEvent`; while open, a request puts
 * focus back in its search box. It renders nothing until then.
 */
export default function SiteSearchDialog({ s, searchPage }: Pick<Props, 's' | 'searchPage'>) {
  const [requests, setRequests] = useState(0);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const show = () => {
      const box = document.querySelector<HTMLInputElement>('dialog[open] input[type="search"]');
      if (box) {
        box.focus();
        return;
      }
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
      void loadPagefind().catch(() => undefined);
      setRequests((n) => n + 1);
    };
    show();
    window.addEventListener(openSearchEvent, show);
    return () => window.removeEventListener(openSearchEvent, show);
  }, []);

  if (requests === 0) return null;
  return <SearchDialog s={s} searchPage={searchPage} requests={requests} onClose={() => returnTo.current?.focus()} />;
}
