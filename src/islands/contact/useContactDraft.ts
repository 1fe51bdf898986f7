import { useEffect, useState } from 'react';
import { draftKey, parseDraft, serializeDraft } from '~/lib/contact/draft';
import { emptyValues, type ContactFormValues } from '~/lib/contact/form';
import { handoffKey, messageWithHandoff } from '~/lib/contact/handoff';
import { readPurpose, type ContactPurpose } from '~/lib/contact/purpose';

function readStoredDraft(): ContactFormValues | null {
  try {
    return parseDraft(window.sessionStorage.getItem(draftKey));
  } catch {
    return null; // storage blocked (privacy settings): the form still works, it just cannot keep a draft
  }
}

/** The summary another page left for the form, read once (then removed, so it is not added twice). */
function takeHandoff(): string | null {
  try {
    const summary = window.sessionStorage.getItem(handoffKey);
    window.sessionStorage.removeItem(handoffKey);
    return summary;
  } catch {
    return null;
  }
}

function storeDraft(values: ContactFormValues) {
  try {
    const draft = serializeDraft(values);
    if (draft) window.sessionStorage.setItem(draftKey, draft);
    else window.sessionStorage.removeItem(draftKey);
  } catch {
    /* storage full or blocked: nothing to keep the draft in */
  }
}

/**
 * The contact form's values, kept in sessionStorage as the visitor types so a reload or a detour
 * loses nothing. After hydration: the purpose from the URL, then a saved draft (which wins) or the
 * consultation prefill, with any summary handed over from another page (a shortlist, a cost plan)
 * at the start of the message. `hydrated` is false in the server render and until that is done.
 * `consultationMessage` is the editable message a consultation request starts with.
 */
export function useContactDraft(consultationMessage: string) {
  const [hydrated, setHydrated] = useState(false);
  const [purpose, setPurpose] = useState<ContactPurpose>(null);
  const [values, setValues] = useState<ContactFormValues>(emptyValues);

  useEffect(() => {
    const fromUrl = readPurpose(window.location.search);
    setPurpose(fromUrl);
    const draft = readStoredDraft();
    const start = draft ?? (fromUrl === 'consultation' ? { ...emptyValues, message: consultationMessage } : emptyValues);
    const handoff = fromUrl === 'consultation' ? takeHandoff() : null;
    setValues({ ...start, message: messageWithHandoff(handoff, start.message) });
    setHydrated(true);
    // Once, as the form opens: the prefill's words do not change while it is open.
  }, []);

  useEffect(() => {
    if (hydrated) storeDraft(values);
  }, [values, hydrated]);

  return { hydrated, purpose, values, setValues };
}
