import { describe, expect, it } from 'vitest';
import { bookingPrefill, phoneForCalendar } from '~/lib/booking/prefill';
import { consentRecord, noChoices } from '~/lib/consent/consent';
import { emptyValues } from '~/lib/contact/form';

const context = {
  lang: 'hi',
  shortNoticeVersion: '2026-12-07-0a1b2c3d',
  privacyNotice: '/hi/data-protection',
  privacyNoticeVersion: '2026-12-07-4e5f6a7b',
};
const consent = consentRecord({ ...noChoices, agreed: true, agreedAt: '2026-12-07T20:31:05+05:30', ageBand: 'from18' }, context, 'yes')!;
/** The consent record under the e-mail's names, its empty guardian fields left out. */
const metadata = {
  'metadata[consent]': 'given',
  'metadata[consent_time]': '2026-12-07T20:31:05+05:30',
  'metadata[page_language]': 'hi',
  'metadata[short_notice_version]': '2026-12-07-0a1b2c3d',
  'metadata[privacy_notice]': '/hi/data-protection',
  'metadata[privacy_notice_version]': '2026-12-07-4e5f6a7b',
  'metadata[age_group]': '18 or over',
  'metadata[guardian_consent]': 'not needed',
  'metadata[whatsapp_updates]': 'no',
  'metadata[analytics]': 'yes',
};

describe('bookingPrefill', () => {
  it('opens the calendar with the form’s name, e-mail and phone, the message as notes and the consent as metadata', () => {
    const draft = {
      ...emptyValues,
      name: ' Zoya Khan ',
      email: 'zoya@example.com',
      phone: '+91 98100-12345',
      message: 'My shortlist:\n- Toronto',
    };
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
