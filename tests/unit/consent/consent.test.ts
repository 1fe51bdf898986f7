import { describe, expect, it } from 'vitest';
import { consentRecord, noChoices } from '~/lib/consent/consent';

const notice = { path: '/data-protection', updated: '2026-11-25' };

describe('consentRecord', () => {
  it('gives nothing to send until the required box is ticked, whatever the optional one says', () => {
    expect(consentRecord(noChoices, notice)).toBeNull();
    expect(consentRecord({ agreed: false, whatsappUpdates: true }, notice)).toBeNull();
  });

  it('records the agreement, the WhatsApp choice and which notice was agreed to', () => {
    expect(consentRecord({ agreed: true, whatsappUpdates: true }, notice)).toStrictEqual({
      consent: 'given',
      whatsapp_updates: 'yes',
      consent_notice: '/data-protection (2026-11-25)',
    });
    expect(consentRecord({ agreed: true, whatsappUpdates: false }, notice)?.whatsapp_updates).toBe('no');
  });

  it('names the same notice from every language: the reference address, not the page language\'s copy', () => {
    expect(consentRecord({ agreed: true, whatsappUpdates: false }, { ...notice, path: '/hi/data-protection' })?.consent_notice).toBe('/data-protection (2026-11-25)');
  });
});
