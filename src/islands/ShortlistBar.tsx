import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronUp, ListChecks, MessageCircle, X } from 'lucide-react';
import { useShortlist } from './shortlist/useShortlist';
import { buildChatLink } from '~/lib/contact/chatLink';
import { handoffKey } from '~/lib/contact/handoffKey';
import { counsellorSummary, whatsAppMessage } from '~/lib/shortlist/messages';
import { fillIn, plural } from '~/lib/text/placeholders';
import type { IslandWords } from '~/queries/strings';

// The comparison (and the facts it shows) loads only when a visitor asks for it.
const CompareDialog = lazy(() => import('./shortlist/CompareDialog'));

/** The shared words (strings/<lang>/common.json) it shows: its page hands it only these of them. */
export const shortlistShared = [
  'newTab',
  'shareOnWhatsApp',
  'level.undergraduate',
  'level.postgraduate',
  'level.phd',
  'money.lakh',
  'money.crore',
  'university.tuition',
  'university.intakes',
  'university.applicationFee',
  'university.noFee',
  'university.checked',
] as const;
export type ShortlistWords = IslandWords<'shortlist', (typeof shortlistShared)[number]>;

interface Props {
  /** Our WhatsApp number and the greeting the shared shortlist starts with. */
  whatsApp: { phoneNumber: string; greeting: string };
  /** The consultation request page the counsellor hand-off goes to. */
  discussHref: string;
  /** The shortlist's words (src/content/strings/<lang>/shortlist.json), the comparison's too. */
  s: ShortlistWords;
  /** The same hand-off to the booking calendar ("Pick a time"). */
  book: { label: string; href: string };
  /** Where the comparison's facts are, in the page's language. */
  catalogueUrl: string;
  /** Each destination's name in the page's language, by id: a shortlisted university says where it is. */
  countryNames: Readonly<Record<string, string>>;
}

/**
 * The shortlist bar: the count of shortlisted universities, floating above the chat button on
 * every page with shortlist toggles, the same after a reload or a page change. Its panel lists the
 * shortlist and takes it further: Compare side by side, Share on WhatsApp, Discuss with a
 * counsellor or Book a session (the contact form's message, and the booking's notes, then start with
 * the shortlist). Nothing shows until
 * something is shortlisted, so it never moves the page.
 */
export default function ShortlistBar({ whatsApp, discussHref, s, book, catalogueUrl, countryNames }: Props) {
  const [saved, { remove, clear }] = useShortlist();
  // Saved with each destination's id, named here in this page's language (an older entry holds a name).
  const items = saved.map((item) => ({ ...item, country: countryNames[item.country] ?? item.country }));
  const [open, setOpen] = useState(false);
  const [comparing, setComparing] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  if (items.length === 0) return null;

  const chatHref = buildChatLink(whatsApp.phoneNumber, whatsAppMessage(whatsApp.greeting, items, s));
  const handOff = () => {
    try {
      window.sessionStorage.setItem(handoffKey, counsellorSummary(items, s));
    } catch {
      // Without session storage the visitor still reaches the form, only without the summary.
    }
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <section
      aria-label={s['bar.label']}
      className="fixed inset-x-3 bottom-24 z-30 mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white shadow-xl"
    >
      {/* Escape from any of its controls closes the list: their key events, caught here. */}
      <div role="none" onKeyDown={closeOnEscape}>
        <div className="flex items-center gap-2 p-2">
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((was) => !was)}
            className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-full px-3 text-left font-semibold text-brand-900 hover:bg-brand-50"
          >
            <ListChecks aria-hidden="true" className="hidden size-5 shrink-0 sm:block" />
            <span className="min-w-0">{s['bar.label']}</span>
            <span className="rounded-full bg-brand-800 px-2 text-sm text-white">{items.length}</span>
            <ChevronUp
              aria-hidden="true"
              className={`ml-auto size-5 shrink-0 transition-transform duration-200 ${open ? '' : 'rotate-180'}`}
            />
          </button>
          <button
            type="button"
            aria-haspopup="dialog"
            className="btn-secondary px-4 text-sm sm:px-6 sm:text-base"
            onClick={() => setComparing(true)}
          >
            {s['bar.compare']}
          </button>
        </div>
        <div id={panelId} hidden={!open} className="max-h-[50dvh] overflow-y-auto border-t border-slate-200 p-3">
          <p className="text-sm text-slate-600">{plural(s, 'bar.saved', items.length, s.locale)}</p>
          <ul className="mt-2 divide-y divide-slate-100">
            {items.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-2 py-1">
                <span className="min-w-0 text-sm">
                  <span className="font-semibold text-brand-900">{item.name}</span>
                  {item.country && <span className="text-slate-600">, {item.country}</span>}
                </span>
                <button
                  type="button"
                  onClick={() => remove(item.id)}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-danger-700"
                >
                  <X aria-hidden="true" className="size-5" />
                  <span className="sr-only">{fillIn(s['bar.remove'], { name: item.name })}</span>
                </button>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-2">
            <a
              href={chatHref}
              target="_blank"
              rel="noopener noreferrer"
              className="btn min-h-11 bg-[#0b6130] px-4 text-sm text-white hover:bg-[#08522b]"
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              {s.shareOnWhatsApp}
              <span className="sr-only"> {s.newTab}</span>
            </a>
            <a href={discussHref} onClick={handOff} className="btn-primary px-4 text-sm">
              {s['bar.discuss']}
            </a>
            <a href={book.href} onClick={handOff} className="btn-secondary px-4 text-sm">
              {book.label}
            </a>
            <button type="button" onClick={clear} className="btn px-4 text-sm text-slate-700 hover:bg-slate-100">
              {s['bar.clear']}
            </button>
          </div>
        </div>
        {comparing && (
          <Suspense fallback={null}>
            <CompareDialog items={items} catalogueUrl={catalogueUrl} onClose={() => setComparing(false)} s={s} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
