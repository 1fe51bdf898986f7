/**
 * `/contact?purpose=consultation` is where every consultation button leads. Any other value,
 * however odd, is ignored: the query string never becomes markup.
 */
export type ContactPurpose = 'consultation' | null;

export function readPurpose(search: string): ContactPurpose {
  let purpose: string | null;
  try {
    purpose = new URLSearchParams(search).get('purpose');
  } catch {
    return null;
  }
  return purpose?.trim().toLowerCase() === 'consultation' ? 'consultation' : null;
}

/** The editable message a consultation request starts with; it is sent as it is if left. */
export const consultationMessage =
  'Hello, I would like to book a free consultation to talk through my study-abroad plans: where to study, which courses suit me, and the next steps.';
