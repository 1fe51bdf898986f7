import { CalendarClock, CheckCircle2, CircleAlert, MessageCircle, PhoneCall, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { BookingConfig } from '~/lib/booking/config';
import { bookedTimes } from '~/lib/booking/confirmation';
import { bookingPrefill } from '~/lib/booking/prefill';
import type { ConsentContext } from '~/lib/consent/consent';
import { fillIn } from '~/lib/text/placeholders';
import type { IslandWords } from '~/queries/strings';
import { useBookingCalendar } from './booking/useBookingCalendar';
import { visitorDetails } from './booking/visitorDetails';
import ConsentFields, { type ConsentCopy } from './shared/ConsentFields';
import { useConsent } from './shared/useConsent';

/** The shared words (strings/<lang>/common.json) it shows: its page hands it only these of them. */
export const bookingShared = ['newTab'] as const;

interface Props {
  /** Null when the calendar is not configured: the panel offers a call back and WhatsApp. */
  config: BookingConfig | null;
  s: IslandWords<'booking', (typeof bookingShared)[number]>;
  consent: ConsentCopy & { context: ConsentContext };
  /** The contact form, where a visitor asks for a call at a preferred time. */
  callBackHref: string;
  whatsAppHref: string;
}

/**
 * "Pick a time": the free first session booked straight into the counsellors' calendar. A facade
 * until the visitor agrees to the notice and taps: only then does the booking service load, in a
 * dialog, with what they typed in the form filled in. When the booking is made the panel confirms
 * the time in India and in the visitor's own zone and says what to bring. Without configuration,
 * without JavaScript or when the calendar cannot load, it offers a call back and WhatsApp.
 */
export default function BookingPanel({ config, s, consent: consentCopy, callBackHref, whatsAppHref }: Props) {
  const uid = useId();
  const [hydrated, setHydrated] = useState(false);
  const consent = useConsent(consentCopy.context);
  const calendar = useBookingCalendar(config);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const { state } = calendar;

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const showing = state === 'opening' || state === 'open';
    if (showing && !dialog.open) dialog.showModal();
    if (!showing && dialog.open) dialog.close();
    if (state === 'failed' || state === 'booked') outcomeRef.current?.focus();
  }, [state]);

  const pickTime = () => {
    const record = consent.confirm();
    if (!record) return consent.focus();
    const { draft, handoff } = visitorDetails();
    calendar.open(bookingPrefill(draft, handoff, record));
  };

  const times = calendar.start ? bookedTimes(calendar.start, Intl.DateTimeFormat().resolvedOptions().timeZone, s.locale) : null;
  const canBook = config !== null && hydrated && state !== 'booked';

  return (
    <section className="card" id="book" aria-labelledby={`${uid}-title`}>
      <h3 id={`${uid}-title`} className="flex items-center gap-2 text-xl">
        <CalendarClock aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        {config ? s.title : s.titleUnavailable}
      </h3>
      <p className="mt-2 text-slate-700">{config ? s.lead : s.leadUnavailable}</p>
      {config && <p className="mt-2 hidden text-slate-700 [@media(scripting:none)]:block">{s.needsScript}</p>}

      <div ref={outcomeRef} tabIndex={-1} className="outline-none">
        {state === 'booked' && times && (
          <div role="status" className="mt-4 rounded-xl border border-success-700/30 bg-success-50 p-4 text-slate-800">
            <p className="flex items-center gap-2 font-semibold text-success-700">
              <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
              {s['booked.title']}
            </p>
            <p className="mt-2 font-semibold text-brand-900">{fillIn(s['booked.india'], times.india)}</p>
            {times.local && <p className="mt-1">{fillIn(s['booked.local'], times.local)}</p>}
            <p className="mt-2">{s['booked.invitation']}</p>
            <h4 className="mt-3 text-base font-semibold text-brand-900">{s['bring.title']}</h4>
            <p className="mt-1">{s['bring.text']}</p>
          </div>
        )}
        {state === 'failed' && (
          <div role="alert" className="mt-4 rounded-xl border border-accent-200 bg-accent-50 p-4 text-slate-800">
            <p className="flex items-center gap-2 font-semibold text-brand-900">
              <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
              {s['failed.title']}
            </p>
            <p className="mt-1">{s['failed.text']}</p>
          </div>
        )}
      </div>

      {canBook && (
        <>
          <p className="mt-3 text-sm text-slate-600">{s.prefillNote}</p>
          <div className="mt-4">
            <ConsentFields {...consentCopy} use="booking" consent={consent} disabled={state === 'opening'} />
          </div>
          {/* Never disabled: the modal dialog covers it while the calendar opens, and closing the dialog gives focus back to it, which a disabled button cannot take. */}
          <button type="button" aria-haspopup="dialog" className="btn-primary mt-4 w-full" onClick={pickTime}>
            <CalendarClock aria-hidden="true" className="size-5" />
            {state === 'opening' ? s.opening : s.open}
          </button>
        </>
      )}

      <div className="mt-5 border-t border-slate-200 pt-4">
        <p className="font-semibold text-brand-900">{s.alternatives}</p>
        <ul className="mt-2 space-y-2">
          <li>
            <a className="link inline-flex items-center gap-2" href={callBackHref}>
              <PhoneCall aria-hidden="true" className="size-4 shrink-0" />
              {s.callBack}
            </a>
          </li>
          <li>
            <a className="link inline-flex items-center gap-2" href={whatsAppHref} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
              {s.whatsApp}
              <span className="sr-only"> {s.newTab}</span>
            </a>
          </li>
        </ul>
      </div>

      {config && (
        <dialog
          ref={dialogRef}
          aria-labelledby={`${uid}-dialog-title`}
          onClose={calendar.close}
          className="m-auto h-[min(90dvh,760px)] w-[min(96vw,1000px)] max-w-none rounded-2xl p-0 backdrop:bg-slate-900/60"
        >
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2">
              <h3 id={`${uid}-dialog-title`} className="text-lg">
                {s.dialogTitle}
              </h3>
              <button
                type="button"
                onClick={() => dialogRef.current?.close()}
                className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
              >
                <X aria-hidden="true" className="size-5" />
                <span className="sr-only">{s.close}</span>
              </button>
            </div>
            {state === 'opening' && <p className="px-4 pt-3 text-slate-600">{s.opening}</p>}
            <div ref={calendar.containerRef} className="min-h-0 flex-1 overflow-auto" />
          </div>
        </dialog>
      )}
    </section>
  );
}
