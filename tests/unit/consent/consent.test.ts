import { describe, expect, it } from 'vitest';
import {
  analyticsAnswer,
  consentProblems,
  consentRecord,
  isGuardianContact,
  isoWithOffset,
  noChoices,
  type ConsentChoices,
} from '~/lib/consent/consent';
import { contentVersion, wordsText } from '~/lib/consent/version';

const context = {
  lang: 'hi',
  shortNoticeVersion: '2026-12-07-0a1b2c3d',
  privacyNotice: '/hi/data-protection',
  privacyNoticeVersion: '2026-12-07-4e5f6a7b',
};
const adult: ConsentChoices = { ...noChoices, agreed: true, agreedAt: '2026-12-07T20:31:05+05:30', ageBand: 'from18' };
const minor: ConsentChoices = {
  ...adult,
  ageBand: 'from16to17',
  guardianName: ' Sunita Rao ',
  guardianContact: ' sunita@example.com ',
  guardianAgreed: true,
};

describe('consentProblems', () => {
  it('asks for the age group and the agreement, in the order the form shows them', () => {
    expect(consentProblems(noChoices)).toEqual(['age', 'agreed']);
    expect(consentProblems({ ...noChoices, whatsappUpdates: true, ageBand: 'from18' })).toEqual(['agreed']);
    expect(consentProblems(adult)).toEqual([]);
  });

  it('takes nobody under 16', () => {
    expect(consentProblems({ ...adult, ageBand: 'under16' })).toEqual(['under16']);
  });

  it('at 16 or 17 asks for the guardian’s name, a contact the team can use and their agreement', () => {
    expect(consentProblems({ ...adult, ageBand: 'from16to17' })).toEqual(['guardianName', 'guardianContact', 'guardianAgreed']);
    expect(consentProblems({ ...minor, guardianContact: '12' })).toEqual(['guardianContactInvalid']);
    expect(consentProblems({ ...minor, guardianName: '   ', guardianAgreed: false })).toEqual(['guardianName', 'guardianAgreed']);
    expect(consentProblems(minor)).toEqual([]);
  });

  it('takes a phone number of 7 to 15 digits or an e-mail address as the guardian’s contact', () => {
    for (const good of ['+91 98110 44556', '(020) 7946-0958', 'parent@example.com']) expect(isGuardianContact(good)).toBe(true);
    for (const bad of ['', '12', 'call me', '1234567890123456', 'parent@', `${'a'.repeat(250)}@example.com`])
      expect(isGuardianContact(bad)).toBe(false);
  });
});

describe('consentRecord', () => {
  it('gives nothing to send while anything required is missing', () => {
    expect(consentRecord(noChoices, context, 'no')).toBeNull();
    expect(consentRecord({ ...adult, agreed: false }, context, 'no')).toBeNull();
    expect(consentRecord({ ...minor, guardianAgreed: false }, context, 'no')).toBeNull();
  });

  it('records when, where and what: the time, the page’s language, both notices’ versions, the age group and every choice', () => {
    expect(consentRecord({ ...adult, whatsappUpdates: true, guardianName: 'left over' }, context, 'yes')).toStrictEqual({
      consent: 'given',
      consent_time: '2026-12-07T20:31:05+05:30',
      page_language: 'hi',
      short_notice_version: '2026-12-07-0a1b2c3d',
      privacy_notice: '/hi/data-protection',
      privacy_notice_version: '2026-12-07-4e5f6a7b',
      age_group: '18 or over',
      guardian_name: '',
      guardian_contact: '',
      guardian_consent: 'not needed',
      whatsapp_updates: 'yes',
      analytics: 'yes',
    });
  });

  it('for a 16- or 17-year-old records the guardian and their agreement', () => {
    expect(consentRecord(minor, context, 'not asked')).toMatchObject({
      age_group: '16 or 17',
      guardian_name: 'Sunita Rao',
      guardian_contact: 'sunita@example.com',
      guardian_consent: 'yes',
      analytics: 'not asked',
    });
  });

  it('says the banner’s answer as yes, no or not asked', () => {
    expect([analyticsAnswer('granted'), analyticsAnswer('denied'), analyticsAnswer(null)]).toEqual(['yes', 'no', 'not asked']);
  });
});

describe('isoWithOffset', () => {
  const instant = new Date('2026-12-07T15:01:05.678Z');
  it('writes the time in the device’s zone with its offset, to the second', () => {
    expect(isoWithOffset(instant, 330)).toBe('2026-12-07T20:31:05+05:30');
    expect(isoWithOffset(instant, -300)).toBe('2026-12-07T10:01:05-05:00');
    expect(isoWithOffset(instant, 0)).toBe('2026-12-07T15:01:05+00:00');
    expect(isoWithOffset(instant, 345)).toBe('2026-12-07T20:46:05+05:45');
    expect(Date.parse(isoWithOffset(instant, 330))).toBe(Date.parse('2026-12-07T15:01:05Z'));
  });
});

describe('contentVersion', () => {
  it('is the date and the first eight hex digits of the words’ SHA-256', async () => {
    // printf 'abc' | sha256sum → ba7816bf…
    expect(await contentVersion('2026-12-07', 'abc')).toBe('2026-12-07-ba7816bf');
  });

  it('changes with any word, and not with the order the words are kept in', async () => {
    const words = { 'agree.label': 'I agree.', 'notice.form': 'We collect…' };
    const text = wordsText(words, Object.keys(words));
    expect(wordsText({ 'notice.form': 'We collect…', 'agree.label': 'I agree.' }, ['notice.form', 'agree.label'])).toBe(text);
    expect(await contentVersion('2026-12-07', wordsText({ ...words, 'agree.label': 'I agree!' }, Object.keys(words)))).not.toBe(
      await contentVersion('2026-12-07', text),
    );
  });
});
