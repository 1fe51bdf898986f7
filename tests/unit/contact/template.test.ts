import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateContactForm } from '~/lib/contact/form';
import { buildTemplateParams, verificationParam } from '~/lib/contact/payload';
import { consentRecord, noChoices } from '~/lib/consent/consent';
import { wordsOf } from '../support/strings';

/**
 * The EmailJS template the site expects, shipped in the repository (deploy/emailjs/), and the
 * parameters the form sends: every parameter is shown and every variable is sent, both ways, but the
 * reCAPTCHA answer, which EmailJS reads itself.
 */
const template = readFileSync('deploy/emailjs/contact-template.html', 'utf8');
/** `{{name}}` and `{{{name}}}` (EmailJS's escaped and raw forms), with or without spaces inside. */
const variables = new Set([...template.matchAll(/\{\{\{?\s*([\w-]+)\s*\}?\}\}/g)].map((m) => m[1]!));

const result = validateContactForm(
  {
    name: 'Chen Wei',
    email: 'chen@example.com',
    phone: '+86 138 0013 8000',
    subject: 'General Inquiry',
    message: 'When does the Fall intake close?',
    preferredCountry: '',
    preferredTimeToCall: '',
  },
  wordsOf('contactForm'),
);
if (!result.ok) throw new Error('fixture should be valid');
const record = consentRecord(
  {
    ...noChoices,
    agreed: true,
    agreedAt: '2026-12-07T20:31:05+05:30',
    ageBand: 'from16to17',
    guardianName: 'Li Na',
    guardianContact: 'li@example.com',
    guardianAgreed: true,
  },
  { lang: 'en', shortNoticeVersion: '2026-12-07-0a1b2c3d', privacyNotice: '/data-protection', privacyNoticeVersion: '2026-12-07-4e5f6a7b' },
  'no',
)!;
const sent = Object.keys(buildTemplateParams(result.data, 'token', record));

describe('deploy/emailjs/contact-template.html', () => {
  it('shows every parameter the form sends but the verification, and asks for nothing the form does not send', () => {
    expect([...variables].sort()).toEqual(sent.filter((name) => name !== verificationParam).sort());
  });

  it('never shows the reCAPTCHA answer, which the form sends for EmailJS itself', () => {
    expect(sent).toContain(verificationParam);
    expect(variables.has(verificationParam)).toBe(false);
  });
});
