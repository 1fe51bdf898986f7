import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import type { ContactFormConfig } from '~/lib/contact/config';
import { draftKey, parseDraft, serializeDraft } from '~/lib/contact/draft';
import { handoffKey, messageWithHandoff } from '~/lib/contact/handoff';
import {
  emptyValues,
  firstInvalidField,
  formMessages as messages,
  limits,
  successMessage,
  validateContactForm,
  type ContactFormValues,
  type FieldErrors,
  type FieldName,
} from '~/lib/contact/form';
import { preferredCountries, preferredTimes, subjects } from '~/lib/contact/options';
import { buildTemplateParams } from '~/lib/contact/payload';
import { consultationMessage, readPurpose, type ContactPurpose } from '~/lib/contact/purpose';
import DirectChannels, { type Channels } from './contact/DirectChannels';
import FormField from './contact/FormField';
import HumanCheck, { type HumanCheckHandle } from './contact/HumanCheck';
import { sendMessage } from './contact/sendMessage';
import StatusBanner from './contact/StatusBanner';

interface Props {
  /** Null when the public EmailJS/reCAPTCHA settings are missing: the form then cannot send. */
  config: ContactFormConfig | null;
  channels: Channels;
  replyWithinHours: number;
}

type SendState = 'idle' | 'sending' | 'success' | 'error';

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
 * The 'Get in Touch' form: validates with the shared schema, asks for the reCAPTCHA
 * checkbox, sends through EmailJS, and keeps what the visitor typed in sessionStorage until it is sent.
 */
export default function ContactForm({ config, channels, replyWithinHours }: Props) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;

  const [hydrated, setHydrated] = useState(false);
  const [restored, setRestored] = useState(false);
  const [purpose, setPurpose] = useState<ContactPurpose>(null);
  const [values, setValues] = useState<ContactFormValues>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [token, setToken] = useState<string | null>(null);
  const [captchaNote, setCaptchaNote] = useState<string | null>(null);
  const [captchaUnavailable, setCaptchaUnavailable] = useState(false);
  const [sendState, setSendState] = useState<SendState>('idle');

  const controls = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>({});
  const captchaRef = useRef<HumanCheckHandle>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const sendingRef = useRef(false);

  // After hydration: the purpose from the URL, then a saved draft (which wins) or the consultation
  // prefill, with any summary handed over from another page (a shortlist, a cost plan) at the start.
  useEffect(() => {
    const fromUrl = readPurpose(window.location.search);
    setPurpose(fromUrl);
    const draft = readStoredDraft();
    const start = draft ?? (fromUrl === 'consultation' ? { ...emptyValues, message: consultationMessage } : emptyValues);
    const handoff = fromUrl === 'consultation' ? takeHandoff() : null;
    setValues({ ...start, message: messageWithHandoff(handoff, start.message) });
    setRestored(true);
    setHydrated(true);
  }, []);

  useEffect(() => {
    if (restored) storeDraft(values);
  }, [values, restored]);

  useEffect(() => {
    if (sendState === 'success' || sendState === 'error') bannerRef.current?.focus();
  }, [sendState]);

  if (!config) {
    return (
      <div className="rounded-xl border border-accent-200 bg-accent-50 p-5 text-slate-800" data-testid="contact-form-unavailable">
        <p className="font-semibold text-brand-900">Our online form is not switched on yet.</p>
        <p className="mt-1">Please call, email or message us on WhatsApp instead; we answer every day.</p>
        <DirectChannels channels={channels} />
      </div>
    );
  }

  const onChange = (name: FieldName) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    // Once a field shows an error, recheck it as the visitor fixes it.
    if (errors[name]) {
      const result = validateContactForm(next);
      setErrors((current) => ({ ...current, [name]: result.ok ? undefined : result.errors[name] }));
    }
  };

  const resetCheck = () => {
    captchaRef.current?.reset();
    setToken(null);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;

    const result = validateContactForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = firstInvalidField(result.errors);
      if (first) controls.current[first]?.focus();
      return;
    }
    setErrors({});
    if (!token) {
      setCaptchaNote(messages.verify);
      return;
    }

    sendingRef.current = true;
    setSendState('sending');
    setCaptchaNote(null);
    try {
      await sendMessage(config, buildTemplateParams(result.data, token));
      setValues(emptyValues);
      setSendState('success');
    } catch {
      setSendState('error');
    } finally {
      resetCheck();
      sendingRef.current = false;
    }
  };

  const sending = sendState === 'sending';
  const messageLength = values.message.length;
  const overLimit = messageLength > limits.messageMax;

  const textInput = (name: FieldName, label: string, type: 'text' | 'email' | 'tel', autoComplete: string) => (
    <FormField id={id(name)} label={label} required error={errors[name]}>
      {(describedBy, invalid) => (
        <input
          ref={(el) => {
            controls.current[name] = el;
          }}
          id={id(name)}
          name={name}
          type={type}
          autoComplete={autoComplete}
          inputMode={type === 'tel' ? 'tel' : undefined}
          required
          aria-required="true"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className="field-input"
          value={values[name]}
          onChange={onChange(name)}
        />
      )}
    </FormField>
  );

  const select = (name: FieldName, label: string, options: readonly string[], placeholder: string, required: boolean) => (
    <FormField id={id(name)} label={label} required={required} error={errors[name]}>
      {(describedBy, invalid) => (
        <select
          ref={(el) => {
            controls.current[name] = el;
          }}
          id={id(name)}
          name={name}
          required={required}
          aria-required={required || undefined}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className="field-input"
          value={values[name]}
          onChange={onChange(name)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  return (
    <div>
      {purpose === 'consultation' && (
        <div className="mb-6 rounded-xl border border-brand-200 bg-brand-50 p-5" data-testid="consultation-intro">
          <h3 className="text-xl">Book your free consultation</h3>
          <p className="mt-1 text-slate-700">
            Tell us how to reach you and where you would like to study. A counsellor will call you back to arrange your
            free consultation. We have started your message for you: change it as you like.
          </p>
        </div>
      )}

      <div aria-live="polite">
        {sendState === 'success' && (
          <StatusBanner tone="success" bannerRef={bannerRef}>
            {successMessage(replyWithinHours)}
          </StatusBanner>
        )}
      </div>
      {sendState === 'error' && (
        <StatusBanner tone="error" bannerRef={bannerRef}>
          {messages.error}
        </StatusBanner>
      )}

      <form noValidate onSubmit={onSubmit} aria-label="Get in Touch" className="mt-4">
        {/* Disabled until hydrated: without JavaScript the form cannot send, so it must not look as if it could. */}
        <fieldset disabled={!hydrated || sending} className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">Your details and message</legend>
          {textInput('name', 'Full Name', 'text', 'name')}
          {textInput('email', 'Email Address', 'email', 'email')}
          {textInput('phone', 'Phone Number', 'tel', 'tel')}
          {select('subject', 'Subject', subjects, 'Select a subject', true)}
          {select('preferredCountry', 'Preferred Study Destination', preferredCountries, 'Select a destination', false)}
          {select('preferredTimeToCall', 'Preferred Time to Call', preferredTimes, 'Select a time', false)}

          <FormField
            id={id('message')}
            label="Message"
            required
            error={errors.message}
            className="sm:col-span-2"
            hintId={id('message-count')}
            hint={
              <p id={id('message-count')} className={`mt-1 text-sm ${overLimit ? 'font-semibold text-danger-700' : 'text-slate-600'}`}>
                {messageLength.toLocaleString('en-US')} / {limits.messageMax.toLocaleString('en-US')} characters
                {overLimit && ` (${(messageLength - limits.messageMax).toLocaleString('en-US')} too many)`}
              </p>
            }
          >
            {(describedBy, invalid) => (
              <textarea
                ref={(el) => {
                  controls.current.message = el;
                }}
                id={id('message')}
                name="message"
                rows={6}
                required
                aria-required="true"
                aria-invalid={invalid}
                aria-describedby={describedBy}
                className="field-input resize-y"
                value={values.message}
                onChange={onChange('message')}
              />
            )}
          </FormField>
        </fieldset>

        <div className="mt-6">
          {hydrated && !captchaUnavailable && (
            // Google's checkbox is a fixed 304 px frame: scaled down on the narrowest phones so nothing scrolls sideways.
            <div className="max-[370px]:-mb-4 max-[370px]:w-61 max-[370px]:origin-top-left max-[370px]:scale-[0.8]">
              <HumanCheck
                siteKey={config.recaptchaSiteKey}
                checkRef={captchaRef}
                onToken={(value) => {
                  setToken(value);
                  if (value) setCaptchaNote(null);
                }}
                onExpired={() => {
                  setToken(null);
                  setCaptchaNote(messages.expired);
                }}
                onUnavailable={() => {
                  setToken(null);
                  setCaptchaUnavailable(true);
                }}
              />
            </div>
          )}
          {captchaUnavailable && (
            <div role="alert" className="rounded-xl border border-accent-200 bg-accent-50 p-4 text-slate-800">
              <p className="font-semibold text-brand-900">The “I’m not a robot” check could not load, so the form cannot be sent right now.</p>
              <p className="mt-1">
                It may be blocked by your browser or network. What you typed is kept on this page. You can also reach us
                directly:
              </p>
              <DirectChannels channels={channels} />
            </div>
          )}
          {captchaNote && (
            <p role="alert" className="mt-2 text-sm font-semibold text-danger-700">
              {captchaNote}
            </p>
          )}
        </div>

        <button type="submit" className="btn-primary mt-6 w-full sm:w-auto" disabled={!hydrated || sending}>
          <Send aria-hidden="true" className="size-5" />
          {sending ? messages.sending : 'Send Message'}
        </button>
      </form>
    </div>
  );
}
