import { handoffKey } from '~/lib/contact/handoffKey';

/**
 * Leaves a summary for the contact form, which starts its message with it (see lib/contact/handoff):
 * called as the visitor follows a "discuss with a counsellor" link. Without session storage the
 * visitor still reaches the form, only without the summary.
 */
export function handOff(summary: string): void {
  try {
    window.sessionStorage.setItem(handoffKey, summary);
  } catch {
    // Storage refused: nothing to do.
  }
}
