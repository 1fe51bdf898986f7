import type { ConsentRecord } from '~/lib/consent/consent';
import type { ContactFormValues } from '~/lib/contact/form';

/**
 * What the booking calendar opens with: the name, e-mail and phone the visitor typed in the contact
 * form, their message (which starts with any shortlist or cost plan they brought) as the booking's
 * notes, and their consent record as booking metadata under the names the contact form's e-mail
 * uses (`metadata[consent_time]` …), which Cal.com keeps with the booking. Empty values are left out
 * so the calendar's own fields stay blank rather than filled with nothing.
 */
export type CalPrefill = Record<string, string>;

/** Longest notes we hand over: the form's own message limit. */
const notesMax = 2000;

/** "+91 98100 12345" as the calendar's phone field wants it: "+919810012345". */
export function phoneForCalendar(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return '';
  return phone.trim().startsWith('+') ? `+${digits}` : digits;
}

export function bookingPrefill(draft: ContactFormValues | null, handoff: string | null, consent: ConsentRecord): CalPrefill {
  const notes = (draft?.message.trim() || handoff?.trim() || '').slice(0, notesMax);
  const fields: CalPrefill = {
    name: draft?.name.trim() ?? '',
    email: draft?.email.trim() ?? '',
    attendeePhoneNumber: phoneForCalendar(draft?.phone ?? ''),
    notes,
    ...Object.fromEntries(Object.entries(consent).map(([key, value]) => [`metadata[${key}]`, value])),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
}
