import { describe, expect, it } from 'vitest';
import { validateContactForm } from '~/lib/contact/form';
import { buildTemplateParams } from '~/lib/contact/payload';
import { consentRecord } from '~/lib/consent/consent';
import { wordsOf } from '../support/strings';

const words = wordsOf('contactForm');

const parsed = (() => {
  const result = validateContactForm({
    name: ' Chen Wei ',
    email: 'chen@example.com',
    phone: '+86 138 0013 8000',
    subject: 'Scholarship Guidance',
    message: 'Which scholarships fit a master’s in Canada?',
    preferredCountry: '',
    preferredTimeToCall: '6:00 PM - 7:00 PM',
  }, words);
  if (!result.ok) throw new Error('fixture should be valid');
  return result.data;
})();

const notice = { path: '/data-protection', updated: '2026-11-25' };
const consent = consentRecord({ agreed: true, whatsappUpdates: false }, notice)!;

describe('buildTemplateParams', () => {
  it("maps the form to the eight template_params EmailJS reads, plus the visitor's consent choices", () => {
    expect(buildTemplateParams(parsed, 'token-123', consent)).toStrictEqual({
      from_name: 'Chen Wei',
      from_email: 'chen@example.com',
      from_phone: '+86 138 0013 8000',
      subject: 'Scholarship Guidance',
      message: 'Which scholarships fit a master’s in Canada?',
      preferred_country: '',
      preferred_time: '6:00 PM - 7:00 PM',
      'g-recaptcha-response': 'token-123',
      consent: 'given',
      whatsapp_updates: 'no',
      consent_notice: '/data-protection (2026-11-25)',
    });
  });

  it('refuses to build a payload without a verification token', () => {
    expect(() => buildTemplateParams(parsed, '', consent)).toThrow(/verification token/);
  });
});
