import { emptyValues, fieldNames, type ContactFormValues } from './form';

/** sessionStorage key of the unsent contact form (never holds the verification token). */
export const draftKey = 'contact-form-draft';

/** Longest value kept per field: enough to hold over-long input so its error can still be shown. */
const maxStoredLength = 20_000;

export function serializeDraft(values: ContactFormValues): string | null {
  if (fieldNames.every((name) => values[name] === '')) return null;
  const draft: Partial<ContactFormValues> = {};
  for (const name of fieldNames) if (values[name]) draft[name] = values[name];
  return JSON.stringify(draft);
}

/**
 * Reads a stored draft defensively: storage can hold anything (an old format, a hand edit), so only
 * known fields with string values are kept. Returns null when nothing usable was saved.
 */
export function parseDraft(stored: string | null | undefined): ContactFormValues | null {
  if (!stored) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const values = { ...emptyValues };
  let found = false;
  for (const name of fieldNames) {
    const value = (raw as Record<string, unknown>)[name];
    if (typeof value === 'string' && value !== '') {
      values[name] = value.slice(0, maxStoredLength);
      found = true;
    }
  }
  return found ? values : null;
}
