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
