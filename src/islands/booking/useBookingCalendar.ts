import { useEffect, useRef, useState } from 'react';
import type { BookingConfig } from '~/lib/booking/config';
import { bookedStart } from '~/lib/booking/confirmation';
import type { CalPrefill } from '~/lib/booking/prefill';
import { forgetCal, loadCal } from './loadCal';

export type CalendarState = 'idle' | 'opening' | 'open' | 'failed' | 'booked';

/** How long the calendar may take to show before the visitor is offered the other ways in. */
const readyWithin = 30_000;

/** The event the site's analytics records for a booked session (no personal details). */
const bookedEvent = 'book_consultation';

/**
 * The booking calendar behind its facade: on `open(prefill)` the embed script loads and the
 * calendar opens inline in the dialog's container, prefilled. A script that cannot load, a calendar
 * that reports a failure or does not show within `readyWithin` ends in 'failed'; a booking ends in
 * 'booked' with its start, and one analytics event.
 */
export function useBookingCalendar(config: BookingConfig | null) {
  const [state, setState] = useState<CalendarState>('idle');
  const [start, setStart] = useState<Date | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  /** The calendar has shown (linkReady): until then a tap again shows "opening", not an empty dialog. */
  const ready = useRef(false);
  const reported = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const fail = () => {
    window.clearTimeout(timer.current);
    if (!config) return;
    forgetCal(config.embedScript);
    started.current = false;
    ready.current = false;
    if (!reported.current) setState('failed');
  };

  const booked = (event: Event) => {
    const when = bookedStart((event as CustomEvent<{ data?: unknown }>).detail?.data);
    // The calendar reports one booking under two names; count it once.
    if (!when || reported.current) return;
    reported.current = true;
    window.clearTimeout(timer.current);
    (window as Window & { gtag?: (...args: unknown[]) => void }).gtag?.('event', bookedEvent, { method: 'calendar' });
    setStart(when);
    setState('booked');
  };

  const open = (prefill: CalPrefill) => {
    if (!config || !containerRef.current) return;
    if (started.current) {
      setState(ready.current ? 'open' : 'opening');
      return;
    }
    started.current = true;
    setState('opening');
    const cal = loadCal(config.embedScript, fail);
    cal('init', { origin: config.origin });
    cal('on', {
      action: 'linkReady',
      callback: () => {
        ready.current = true;
        window.clearTimeout(timer.current);
        setState((current) => (current === 'opening' ? 'open' : current));
      },
    });
    cal('on', { action: 'linkFailed', callback: fail });
    cal('on', { action: 'bookingSuccessfulV2', callback: booked });
    cal('on', { action: 'bookingSuccessful', callback: booked });
    cal('inline', { elementOrSelector: containerRef.current, calLink: config.calLink, config: { layout: 'month_view', ...prefill } });
    timer.current = window.setTimeout(fail, readyWithin);
  };

  /** The visitor closed the dialog before booking: the calendar stays loaded for the next tap. */
  const close = () => setState((current) => (current === 'open' || current === 'opening' ? 'idle' : current));

  return { state, start, containerRef, open, close };
}
