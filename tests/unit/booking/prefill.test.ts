import { describe, expect, it } from 'vitest';
import { bookingPrefill, phoneForCalendar } from '~/lib/booking/prefill';
import { consentRecord } from '~/lib/consent/consent';
import { emptyValues } from '~/lib/contact/form';

const consent = consentRecord({ agreed: true, whatsappUpdates: false }, { path: '/data-protection', updated: '2026-11-25' })!;
const metadata = {
  'metadata[consent]': 'given',
  'metadata[whatsappUpdates]': 'no',
  'metadata[consentNotice]': '/data-protection (2026-11-25)',
};

describe('bookingPrefill', () => {
  it('opens the calendar with the form’s name, e-mail and phone, the message as notes and the consent as metadata', () => {
    const draft = { ...emptyValues, name: ' Zoya Khan ', email: 'zoya@example.com', phone: '+91 98100-12345', message: 'My shortlist:\n- Toronto' };
    expect(bookingPrefill(draft, 'ignored: the form has taken it', consent)).toStrictEqual({
      name: 'Zoya Khan',
      email: 'zoya@example.com',
      attendeePhoneNumber: '+919810012345',
      notes: 'My shortlist:\n- Toronto',
      ...metadata,
    });
  });

  it('uses the hand-off summary as notes while the form has not taken it, and leaves empty fields out', () => {
    expect(bookingPrefill(null, 'My cost plan: ₹42 lakh', consent)).toStrictEqual({ notes: 'My cost plan: ₹42 lakh', ...metadata });
    expect(bookingPrefill({ ...emptyValues, phone: '12' }, null, consent)).toStrictEqual(metadata);
  });

  it('keeps notes within the form’s message limit', () => {
    expect(bookingPrefill({ ...emptyValues, message: 'x'.repeat(5000) }, null, consent).notes).toHaveLength(2000);
  });
});

describe('phoneForCalendar', () => {
  it('keeps the digits and a leading +', () => {
    expect(phoneForCalendar('+44 (20) 7946-0958')).toBe('+442079460958');
    expect(phoneForCalendar('098100 12345')).toBe('09810012345');
    expect(phoneForCalendar('12')).toBe('');
  });
});
