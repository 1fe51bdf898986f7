import { CalendarClock, Printer, UserRound } from 'lucide-react';
import { buildShareLink } from '~/lib/contact/chatLink';
import { handOff as leaveSummary } from '../shared/handOff';
import type { PlannerStrings } from '../CostPlanner';
import WhatsAppLink from '~/islands/shared/WhatsAppLink';

interface Props {
  summary: string;
  /** The contact page asking for a consultation. */
  contactHref: string;
  /** The same hand-off to the booking calendar ("Pick a time"). */
  book: { label: string; href: string };
  s: PlannerStrings;
}

/** Share the plan, take it to a counsellor (a message or a booked session), or print it. */
export default function PlanActions({ summary, contactHref, book, s }: Props) {
  const handOff = () => leaveSummary(summary);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap print:hidden">
      <WhatsAppLink href={buildShareLink(summary)} label={s.shareOnWhatsApp} newTab={s.newTab} />
      <a className="btn-primary" href={contactHref} onClick={handOff}>
        <UserRound aria-hidden="true" className="size-5" />
        {s['actions.discuss']}
      </a>
      <a className="btn-secondary" href={book.href} onClick={handOff}>
        <CalendarClock aria-hidden="true" className="size-5" />
        {book.label}
      </a>
      <button type="button" className="btn-outline" onClick={() => window.print()}>
        <Printer aria-hidden="true" className="size-5" />
        {s['actions.print']}
      </button>
    </div>
  );
}
