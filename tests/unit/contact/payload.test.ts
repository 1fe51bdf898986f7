import { describe, expect, it } from 'vitest';
import { validateContactForm } from '~/lib/contact/form';
import { buildTemplateParams } from '~/lib/contact/payload';
import { consentRecord, noChoices } from '~/lib/consent/consent';
import { wordsOf } from '../support/strings';

const words = wordsOf('contactForm');

const parsed = (() => {
  const result = validateContactForm(
    {
      name: ' Chen Wei ',
      email: 'chen@example.com',
      phone: '+86 138 0013 8000',
      subject: 'Scholarship Guidance',
      message: 'Which scholarships fit a master’s in Canada?',
      preferredCountry: '',
      preferredTimeToCall: '6:00 PM - 7:00 PM',
    },
    words,
  );
  if (!result.ok) throw new Error('fixture should be valid');
  return result.data;
})();

const context = {
  lang: 'en',
  shortNoticeVersion: '2026-12-07-0a1b2c3d',
  privacyNotice: '/data-protection',
  privacyNoticeVersion: '2026-12-07-4e5f6a7b',
};
const consent = consentRecord(
  { ...noChoices, agreed: true, agreedAt: '2026-12-07T20:31:05+05:30', ageBand: 'from18' },
  context,
  'not asked',
)!;

describe('buildTemplateParams', () => {
  it("maps the form to the template_params EmailJS reads: the seven fields, the verification token and the visitor's consent record", () => {
    expect(buildTemplateParams(parsed, 'token-123', consent)).toStrictEqual({
      from_name: 'Chen Wei',
      from_email: 'chen@example.com',
      from_phone: '+86 138 0013 8000',
      subject: 'Scholarship Guidance',
      message: 'Which scholarships fit a master’s in Canada?',
      preferred_country: '',
      preferred_time: '6:00 PM - 7:00 PM',
      'g-recaptcha-response': 'token-123',
      ...consent,
    });
    expect(consent).toMatchObject({
      consent: 'given',
      consent_time: '2026-12-07T20:31:05+05:30',
      age_group: '18 or over',
      whatsapp_updates: 'no',
    });
  });

  it('refuses to build a payload without a verification token', () => {
    expect(() => buildTemplateParams(parsed, '', consent)).toThrow(/verification token/);
  });
});
