import { draftKey, parseDraft } from '~/lib/contact/draft';
import type { ContactFormValues } from '~/lib/contact/form';
import { handoffKey } from '~/lib/contact/handoffKey';

/**
 * What the visitor has typed in the contact form (kept in sessionStorage as they type) and any
 * summary another page left for it (a shortlist, a cost plan) that the form has not taken yet.
 * Read at the tap, so the calendar opens with the latest.
 */
export function visitorDetails(): { draft: ContactFormValues | null; handoff: string | null } {
  try {
    return { draft: parseDraft(window.sessionStorage.getItem(draftKey)), handoff: window.sessionStorage.getItem(handoffKey) };
  } catch {
    return { draft: null, handoff: null }; // storage blocked: the calendar opens empty
  }
}
