/**
 * Consent wherever personal details leave the visitor's device (the contact form, the booking
 * calendar): one required agreement to the notice shown beside the form, the visitor's age group
 * (our services are for people of 16 and over, and a 16- or 17-year-old needs a parent's or
 * guardian's agreement, whom the team contacts first), and a separate, optional yes to updates on
 * WhatsApp. Nothing is sent without what is required; what was agreed travels with the details as
 * a record that proves itself (DPDP Act s.6(10)): when, on which language's page, which versions of
 * the short notice and of the full one, and every optional choice.
 */
import type { AnalyticsChoice } from '~/lib/analytics/consent';

/** The age groups the form offers, youngest first. */
export const ageBands = ['under16', 'from16to17', 'from18'] as const;
export type AgeBand = (typeof ageBands)[number];

/** The groups that may send: our services start at 16 (privacy policy, terms). */
const mayAgree = (band: AgeBand | '') => band === 'from16to17' || band === 'from18';
/** The groups whose parent or guardian must agree too. */
export const needsGuardian = (band: AgeBand | '') => band === 'from16to17';

export interface ConsentChoices {
  /** The required box: the visitor agrees to the notice. */
  agreed: boolean;
  /** When the box was last ticked, as an ISO 8601 time with the device's offset. */
  agreedAt: string;
  ageBand: AgeBand | '';
  guardianName: string;
  /** The parent's or guardian's phone number or e-mail address. */
  guardianContact: string;
  /** The box saying the parent or guardian agrees. */
  guardianAgreed: boolean;
  /** The optional box: updates on WhatsApp. */
  whatsappUpdates: boolean;
}

export const noChoices: ConsentChoices = {
  agreed: false,
  agreedAt: '',
  ageBand: '',
  guardianName: '',
  guardianContact: '',
  guardianAgreed: false,
  whatsappUpdates: false,
};

/** What stands between the choices and a record, in the order the boxes come. */
export type ConsentProblem =
  'age' | 'under16' | 'guardianName' | 'guardianContact' | 'guardianContactInvalid' | 'guardianAgreed' | 'agreed';

/** Longest name or contact kept, as the contact form's own fields allow. */
const guardianMax = { name: 100, contact: 254 } as const;
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phoneShape = /^\+?[\d\s()-]+$/;

/** A phone number of 7 to 15 digits or an e-mail address: how the team reaches the parent first. */
export function isGuardianContact(value: string): boolean {
  const text = value.trim();
  if (text.length > guardianMax.contact) return false;
  if (emailShape.test(text)) return true;
  const digits = text.replace(/\D/g, '').length;
  return phoneShape.test(text) && digits >= 7 && digits <= 15;
}

export function consentProblems(choices: ConsentChoices): ConsentProblem[] {
  const problems: ConsentProblem[] = [];
  if (choices.ageBand === '') problems.push('age');
  else if (!mayAgree(choices.ageBand)) problems.push('under16');
  if (needsGuardian(choices.ageBand)) {
    const name = choices.guardianName.trim();
    if (!name || name.length > guardianMax.name) problems.push('guardianName');
    if (!choices.guardianContact.trim()) problems.push('guardianContact');
    else if (!isGuardianContact(choices.guardianContact)) problems.push('guardianContactInvalid');
    if (!choices.guardianAgreed) problems.push('guardianAgreed');
  }
  if (!choices.agreed) problems.push('agreed');
  return problems;
}

/**
 * `date` as ISO 8601 with the offset of the zone it is read in (`offsetMinutes` east of UTC, as
 * `-date.getTimezoneOffset()` gives it): 2026-12-07T20:31:05+05:30.
 */
export function isoWithOffset(date: Date, offsetMinutes = -date.getTimezoneOffset()): string {
  const local = new Date(date.getTime() + offsetMinutes * 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.toISOString().slice(0, 19)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * What the page knows about the notices it shows, computed at build (src/queries/consent.ts): the
 * page's language, the version of the short notice beside the form and of the full notice it links
 * to, and that notice's address in the page's language.
 */
export interface ConsentContext {
  lang: string;
  shortNoticeVersion: string;
  privacyNotice: string;
  privacyNoticeVersion: string;
}

/** The visitor's answer about analytics (the banner), when the record is made. */
export type AnalyticsAnswer = 'yes' | 'no' | 'not asked';

/** The banner's stored choice (src/lib/analytics/consent.ts) as the record says it. */
export const analyticsAnswer = (choice: AnalyticsChoice | null): AnalyticsAnswer =>
  choice === 'granted' ? 'yes' : choice === 'denied' ? 'no' : 'not asked';

/** The record sent with a message (EmailJS's template params) or a booking (Cal.com's metadata), under the same names. */
export interface ConsentRecord {
  consent: 'given';
  consent_time: string;
  page_language: string;
  short_notice_version: string;
  privacy_notice: string;
  privacy_notice_version: string;
  age_group: '16 or 17' | '18 or over';
  guardian_name: string;
  guardian_contact: string;
  guardian_consent: 'yes' | 'not needed';
  whatsapp_updates: 'yes' | 'no';
  analytics: AnalyticsAnswer;
}

/** The record to send, or null while anything required is missing (then nothing may be sent). */
export function consentRecord(choices: ConsentChoices, context: ConsentContext, analytics: AnalyticsAnswer): ConsentRecord | null {
  if (consentProblems(choices).length > 0) return null;
  const guardian = needsGuardian(choices.ageBand);
  return {
    consent: 'given',
    consent_time: choices.agreedAt,
    page_language: context.lang,
    short_notice_version: context.shortNoticeVersion,
    privacy_notice: context.privacyNotice,
    privacy_notice_version: context.privacyNoticeVersion,
    age_group: guardian ? '16 or 17' : '18 or over',
    guardian_name: guardian ? choices.guardianName.trim() : '',
    guardian_contact: guardian ? choices.guardianContact.trim() : '',
    guardian_consent: guardian ? 'yes' : 'not needed',
    whatsapp_updates: choices.whatsappUpdates ? 'yes' : 'no',
    analytics,
  };
}
