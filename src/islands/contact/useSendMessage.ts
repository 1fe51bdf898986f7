import { useEffect, useRef, useState } from 'react';
import type { ContactFormConfig } from '~/lib/contact/config';
import type { ContactFormData } from '~/lib/contact/form';
import { buildTemplateParams } from '~/lib/contact/payload';
import type { ConsentRecord } from '~/lib/consent/consent';
import type { HumanCheckHandle } from './HumanCheck';
import { sendMessage } from './sendMessage';

type SendState = 'idle' | 'sending' | 'success' | 'error';

/**
 * Sending the contact form: the reCAPTCHA checkbox's token (asked for when missing, dropped when it
 * expires, and the form held back when the check cannot load), one EmailJS send at a time, and the
 * outcome banner, focused when it appears so it is seen and read out. The checkbox is reset after
 * every attempt: a token is good for one send.
 */
export function useSendMessage(config: ContactFormConfig | null, messages: { verify: string; expired: string }) {
  const [token, setToken] = useState<string | null>(null);
  const [captchaNote, setCaptchaNote] = useState<string | null>(null);
  const [captchaUnavailable, setCaptchaUnavailable] = useState(false);
  const [sendState, setSendState] = useState<SendState>('idle');

  const captchaRef = useRef<HumanCheckHandle>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const sendingRef = useRef(false);

  useEffect(() => {
    if (sendState === 'success' || sendState === 'error') bannerRef.current?.focus();
  }, [sendState]);

  /** What the checkbox reports, for HumanCheck's callbacks. */
  const check = {
    onToken: (value: string | null) => {
      setToken(value);
      if (value) setCaptchaNote(null);
    },
    onExpired: () => {
      setToken(null);
      setCaptchaNote(messages.expired);
    },
    onUnavailable: () => {
      setToken(null);
      setCaptchaUnavailable(true);
    },
  };

  /**
   * Sends what `validate` returns (nothing when it finds errors: it shows them itself) with the
   * visitor's consent (nothing without it), unless a send is already under way; `onSent` runs once
   * EmailJS has accepted the message.
   */
  const send = async (validate: () => ContactFormData | null, consent: ConsentRecord | null, onSent: () => void) => {
    if (!config || sendingRef.current) return;
    const data = validate();
    if (!data || !consent) return;
    if (!token) {
      setCaptchaNote(messages.verify);
      return;
    }

    sendingRef.current = true;
    setSendState('sending');
    setCaptchaNote(null);
    try {
      await sendMessage(config, buildTemplateParams(data, token, consent));
      onSent();
      setSendState('success');
    } catch {
      setSendState('error');
    } finally {
      captchaRef.current?.reset();
      setToken(null);
      sendingRef.current = false;
    }
  };

  return { sendState, sending: sendState === 'sending', captchaNote, captchaUnavailable, captchaRef, bannerRef, check, send };
}
