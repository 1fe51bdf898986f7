import { useRef, useState } from 'react';
import { consentRecord, noChoices, type ConsentChoices, type ConsentNotice } from '~/lib/consent/consent';

/**
 * The consent boxes' state for one form: the choices, the message shown when the required box is
 * left empty, and `confirm()`, which a form calls before it sends anything. It returns the record to
 * send, or null after showing the message; `focus()` then takes the visitor to the box (a form
 * with other problems above it sends focus to the first of them instead).
 */
export function useConsent(notice: ConsentNotice) {
  const [choices, setChoices] = useState<ConsentChoices>(noChoices);
  const [refused, setRefused] = useState(false);
  const agreeRef = useRef<HTMLInputElement>(null);

  const choose = (name: keyof ConsentChoices, value: boolean) => {
    setChoices((current) => ({ ...current, [name]: value }));
    if (name === 'agreed' && value) setRefused(false);
  };

  const confirm = () => {
    const record = consentRecord(choices, notice);
    if (!record) setRefused(true);
    return record;
  };

  const focus = () => agreeRef.current?.focus();

  const reset = () => {
    setChoices(noChoices);
    setRefused(false);
  };

  return { choices, choose, refused, confirm, focus, reset, agreeRef };
}

export type ConsentState = ReturnType<typeof useConsent>;
