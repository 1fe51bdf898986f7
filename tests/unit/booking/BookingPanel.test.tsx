import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import BookingPanel from '~/islands/BookingPanel';
import { bookingConfig } from '~/lib/booking/config';
import { fillInAll } from '~/lib/text/placeholders';
import { wordsOf } from '../support/strings';

const words = wordsOf('booking');
const consentStrings = wordsOf('consent');

/** The panel as the build renders it: what a visitor sees before hydration and without JavaScript. */
const consent = {
  strings: consentStrings,
  noticeHref: '/data-protection',
  email: 'hello@globalpath.example',
  context: {
    lang: 'en',
    shortNoticeVersion: '2026-12-07-0a1b2c3d',
    privacyNotice: '/data-protection',
    privacyNoticeVersion: '2026-12-07-4e5f6a7b',
  },
};
// The page fills the facts the words name (the session's length) at build time, as here; the
// island's own names ("{name}") stay for it to fill.
const filled = fillInAll(words, { consultation: { freeSession: '30-minute' } }, (name) => !name.includes('.'));
const props = { s: filled, consent, callBackHref: '#message-form', whatsAppHref: 'https://wa.me/919876543210?text=Hello' };
const config = bookingConfig({ PUBLIC_CALCOM_ORIGIN: 'https://cal.example.org', PUBLIC_CALCOM_LINK: 'team/free' });
const escaped = (text: string) => text.replace(/'/g, '&#x27;');

describe('BookingPanel, server-rendered', () => {
  it('without configuration offers a call back and WhatsApp, and nothing of the calendar', () => {
    const html = renderToString(<BookingPanel config={null} {...props} />);
    expect(html).toContain(`>${words.titleUnavailable}</h3>`);
    expect(html).toContain(escaped(filled.leadUnavailable));
    expect(filled.leadUnavailable).toContain('30-minute');
    expect(html).toContain('href="#message-form"');
    expect(html).toContain(escaped(words.callBack));
    expect(html).toMatch(/href="https:\/\/wa\.me\/919876543210\?text=Hello" target="_blank" rel="noopener noreferrer"/);
    expect(html).not.toContain('<button');
    expect(html).not.toContain('<dialog');
    expect(html).not.toContain(escaped(words.needsScript));
    expect(html).not.toContain('cal.example.org');
  });

  it('configured, it waits for the script: no button yet, a note for browsers without JavaScript, the same alternatives', () => {
    const html = renderToString(<BookingPanel config={config} {...props} />);
    expect(html).toContain(escaped(filled.lead));
    expect(html).toContain(escaped(words.needsScript));
    expect(html).not.toContain('<button type="button" class="btn-primary');
    expect(html).toContain('href="#message-form"');
    expect(html).not.toContain('<script');
  });
});
