import { useRef, useState } from 'react';
import { analyticsChoiceKey, parseChoice } from '~/lib/analytics/consent';
import {
  analyticsAnswer,
  consentProblems,
  consentRecord,
  isoWithOffset,
  noChoices,
  type ConsentChoices,
  type ConsentContext,
  type ConsentProblem,
} from '~/lib/consent/consent';

/** The visitor's answer in the analytics banner, as stored on the device (storage may be switched off). */
function storedAnalyticsAnswer() {
  try {
    return analyticsAnswer(parseChoice(localStorage.getItem(analyticsChoiceKey)));
  } catch {
    return analyticsAnswer(null);
  }
}

/**
 * The consent boxes' state for one form: the choices (ticking the agreement notes when), the
 * problems shown once the visitor has tried to send (rechecked as they fix them), and `confirm()`,
 * which a form calls before it sends anything. It returns the record to send, or null after showing
 * what is missing; `focus()` then takes the visitor to the first of it (a form with other problems
 * above it sends focus to the first of them instead).
 */
export function useConsent(context: ConsentContext) {
  const [choices, setChoices] = useState<ConsentChoices>(noChoices);
  const [problems, setProblems] = useState<ConsentProblem[]>([]);
  const refs = {
    age: useRef<HTMLInputElement>(null),
    guardianName: useRef<HTMLInputElement>(null),
    guardianContact: useRef<HTMLInputElement>(null),
    guardianAgreed: useRef<HTMLInputElement>(null),
    agreed: useRef<HTMLInputElement>(null),
  };

  const choose = <K extends keyof ConsentChoices>(name: K, value: ConsentChoices[K]) => {
    const next = { ...choices, [name]: value, ...(name === 'agreed' && value ? { agreedAt: isoWithOffset(new Date()) } : {}) };
    setChoices(next);
    if (problems.length) setProblems(consentProblems(next));
  };

  const confirm = () => {
    const found = consentProblems(choices);
    setProblems(found);
    return found.length ? null : consentRecord(choices, context, storedAnalyticsAnswer());
  };

  const focus = () => {
    const first = consentProblems(choices)[0];
    if (!first) return;
    const target = first === 'under16' ? 'age' : first === 'guardianContactInvalid' ? 'guardianContact' : first;
    refs[target].current?.focus();
  };

  const reset = () => {
    setChoices(noChoices);
    setProblems([]);
  };

  return { choices, choose, problems, confirm, focus, reset, refs };
}

export type ConsentState = ReturnType<typeof useConsent>;
