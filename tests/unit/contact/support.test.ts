import { describe, expect, it } from 'vitest';
import { contactFormConfig, missingContactSettings, missingSettingsWarning } from '~/lib/contact/config';
import { draftKey, parseDraft, serializeDraft } from '~/lib/contact/draft';
import { emptyValues } from '~/lib/contact/form';
import { mapsEmbedUrl, mapsSearchUrl, placeFromMapLink } from '~/lib/contact/map';
import { readPurpose } from '~/lib/contact/purpose';

describe('contact settings', () => {
  const full = {
    PUBLIC_EMAILJS_PUBLIC_KEY: 'pk',
    PUBLIC_EMAILJS_SERVICE_ID: 'svc',
    PUBLIC_EMAILJS_TEMPLATE_ID: 'tpl',
    PUBLIC_RECAPTCHA_SITE_KEY: 'site',
  };

  it('names every missing or blank variable', () => {
    expect(missingContactSettings({})).toEqual([
      'PUBLIC_EMAILJS_PUBLIC_KEY',
      'PUBLIC_EMAILJS_SERVICE_ID',
      'PUBLIC_EMAILJS_TEMPLATE_ID',
      'PUBLIC_RECAPTCHA_SITE_KEY',
    ]);
    expect(missingContactSettings({ ...full, PUBLIC_EMAILJS_SERVICE_ID: '  ' })).toEqual(['PUBLIC_EMAILJS_SERVICE_ID']);
    expect(missingSettingsWarning(['PUBLIC_RECAPTCHA_SITE_KEY'])).toContain('set PUBLIC_RECAPTCHA_SITE_KEY');
  });

  it('gives the form its settings only when all are present', () => {
    expect(contactFormConfig(full)).toEqual({
      emailjsPublicKey: 'pk',
      emailjsServiceId: 'svc',
      emailjsTemplateId: 'tpl',
      recaptchaSiteKey: 'site',
    });
    expect(contactFormConfig({ ...full, PUBLIC_RECAPTCHA_SITE_KEY: undefined })).toBeNull();
  });
});

describe('draft', () => {
  it('round-trips what was typed and stores nothing for an empty form', () => {
    const values = { ...emptyValues, name: 'Ana', message: 'Hola' };
    expect(parseDraft(serializeDraft(values))).toEqual(values);
    expect(serializeDraft(emptyValues)).toBeNull();
    expect(draftKey).toBe('contact-form-draft');
  });

  it('never carries the verification token or unknown keys', () => {
    const stored = JSON.stringify({ name: 'Ana', 'g-recaptcha-response': 'secret', token: 'x' });
    expect(parseDraft(stored)).toEqual({ ...emptyValues, name: 'Ana' });
  });

  it.each([null, '', 'not json', '[]', '42', '{"name":42}', '{}'])('ignores the unusable draft %j', (stored) => {
    expect(parseDraft(stored)).toBeNull();
  });
});

describe('purpose', () => {
  it('recognises only the consultation purpose', () => {
    expect(readPurpose('?purpose=consultation')).toBe('consultation');
    expect(readPurpose('?purpose=Consultation')).toBe('consultation');
    expect(readPurpose('')).toBeNull();
    expect(readPurpose('?purpose=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).toBeNull();
    expect(readPurpose(`?purpose=${'a'.repeat(50_000)}`)).toBeNull();
  });
});

describe('maps links', () => {
  it('builds a search link and an embed link for the same place', () => {
    const link = mapsSearchUrl('Sector 62, Noida & Co');
    expect(link).toBe('https://www.google.com/maps/search/?api=1&query=Sector%2062%2C%20Noida%20%26%20Co');
    expect(placeFromMapLink(link)).toBe('Sector 62, Noida & Co');
    expect(mapsEmbedUrl('Sector 62, Noida')).toBe('https://www.google.com/maps?q=Sector%2062%2C%20Noida&output=embed');
  });

  it('rejects links that are not Google Maps', () => {
    expect(placeFromMapLink('https://evil.example/maps?query=x')).toBeNull();
    expect(placeFromMapLink('not a url')).toBeNull();
  });
});
