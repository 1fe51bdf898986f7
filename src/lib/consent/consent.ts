/**
 * Consent wherever personal details leave the visitor's device (the contact form, the booking
 * calendar): one required agreement to the notice shown beside the form, and a separate, optional
 * yes to updates on WhatsApp. Nothing is sent without the agreement; what was agreed travels with
 * the details, so the consultancy keeps a record of which notice the visitor accepted.
 */
import { languageCodes } from '~/config/languages';
import { referencePath } from '~/lib/i18n/languagePaths';

export interface ConsentChoices {
  /** The required box: the visitor agrees to the notice. */
  agreed: boolean;
  /** The optional box: updates on WhatsApp. */
  whatsappUpdates: boolean;
}

export const noChoices: ConsentChoices = { agreed: false, whatsappUpdates: false };

/** The data-protection notice the boxes refer to: its address and the date it last changed (YYYY-MM-DD). */
export interface ConsentNotice {
  path: string;
  updated: string;
}

/** The choices as they are recorded with a message or a booking. */
export interface ConsentRecord {
  consent: 'given';
  whatsapp_updates: 'yes' | 'no';
  /** Which notice was agreed to, e.g. "/data-protection (2026-11-25)". */
  consent_notice: string;
}

/**
 * The record to send, or null when the required box is not ticked (then nothing may be sent). The
 * notice is named by its reference address and date: a page in another language links to its own
 * copy, but the record names the same notice, whichever language's page it was sent from.
 */
export function consentRecord(choices: ConsentChoices, notice: ConsentNotice): ConsentRecord | null {
  if (!choices.agreed) return null;
  return {
    consent: 'given',
    whatsapp_updates: choices.whatsappUpdates ? 'yes' : 'no',
    consent_notice: `${referencePath(notice.path, languageCodes)} (${notice.updated})`,
  };
}
