/**
 * A visitor who asks to discuss something they built on the site (a university shortlist, a cost
 * plan) arrives at /contact?purpose=consultation with that summary waiting in sessionStorage under
 * `handoffKey`. The form's message then starts with the summary, so the counsellor sees it first;
 * whatever the visitor had already written (or the consultation greeting) follows.
 */
import { limits } from './form';

export { handoffKey } from './handoffKey';

/** Room left for the visitor's own words after the summary. */
const roomForWords = 400;

/** The summary clamped so the whole message still fits the form's limit. */
export function clampHandoff(summary: string): string {
  const trimmed = summary.trim();
  const max = limits.messageMax - roomForWords;
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
}

/** The message with the summary at its start (once: a reload does not add it again). */
export function messageWithHandoff(summary: string | null, message: string): string {
  const handoff = summary ? clampHandoff(summary) : '';
  if (!handoff || message.startsWith(handoff)) return message;
  return message ? `${handoff}\n\n${message}` : handoff;
}
