import { useEffect, useRef, useState } from 'react';
import type { ContactFormConfig } from '~/lib/contact/config';
import type { ContactFormData } from '~/lib/contact/form';
import { buildTemplateParams } from '~/lib/contact/payload';
import type { ConsentRecord } from '~/lib/consent/consent';
import type { HumanCheckHandle } from './HumanCheck';
import { sendMessage, waitBeforeSending } from './sendMessage';

type SendState = 'idle' | 'waiting' | 'sending' | 'success' | 'error';

/**
 * Sending the contact form: the reCAPTCHA checkbox's token (asked for when missing, dropped when it
 * expires, and the form held back when the check cannot load), one EmailJS send at a time, and the
 * outcome banner, focused when it appears so it is seen and read out. The checkbox is reset after
 * every attempt: a token is good for one send. A message sent within EmailJS's pace of the last
 * one waits out the rest (`waitSeconds`, said beside the form) and then goes by itself.
 */
export function useSendMessage(config: ContactFormConfig | null, messages: { verify: string; expired: string }) {
  const [token, setToken] = useState<string | null>(null);
  const [captchaNote, setCaptchaNote] = useState<string | null>(null);
  const [captchaUnavailable, setCaptchaUnavailable] = useState(false);
  const [sendState, setSendState] = useState<SendState>('idle');
  const [waitSeconds, setWaitSeconds] = useState(0);

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

  /** The check's token, or null after asking the visitor to do the check. */
  const requireCheck = () => {
    if (!token) setCaptchaNote(messages.verify);
    return token;
  };

  /**
   * Sends the valid details with the visitor's consent and the check's token (nothing without
   * them), unless a send is already under way; `onSent` runs once EmailJS has accepted the message.
   */
  const send = async (data: ContactFormData, consent: ConsentRecord, onSent: () => void) => {
    if (!config || !token || sendingRef.current) return;
    sendingRef.current = true;
    setCaptchaNote(null);
    try {
      const wait = waitBeforeSending();
      if (wait > 0) {
        setWaitSeconds(Math.ceil(wait / 1000));
        setSendState('waiting');
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      setSendState('sending');
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

  return {
    sendState,
    sending: sendState === 'sending' || sendState === 'waiting',
    waitSeconds,
    captchaNote,
    captchaUnavailable,
    captchaRef,
    bannerRef,
    check,
    requireCheck,
    send,
  };
}
