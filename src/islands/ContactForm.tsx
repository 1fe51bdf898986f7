import { Send } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import type { ContactFormConfig } from '~/lib/contact/config';
import {
  emptyValues,
  firstInvalidField,
  formMessages as messages,
  limits,
  successMessage,
  validateContactForm,
  type FieldErrors,
  type FieldName,
} from '~/lib/contact/form';
import { preferredCountries, preferredTimes, subjects } from '~/lib/contact/options';
import type { ConsentNotice } from '~/lib/consent/consent';
import ConsentFields, { type ConsentCopy } from './shared/ConsentFields';
import { useConsent } from './shared/useConsent';
import DirectChannels, { type Channels } from './contact/DirectChannels';
import FormField from './contact/FormField';
import HumanCheck from './contact/HumanCheck';
import StatusBanner from './contact/StatusBanner';
import { useContactDraft } from './contact/useContactDraft';
import { useSendMessage } from './contact/useSendMessage';

interface Props {
  /** Null when the public EmailJS/reCAPTCHA settings are missing: the form then cannot send. */
  config: ContactFormConfig | null;
  channels: Channels;
  replyWithinHours: number;
  /** The consent notice's words and the notice it refers to. */
  consent: ConsentCopy & { notice: ConsentNotice };
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The 'Get in Touch' form: the fields, their inline errors and the verification step. What the
 * visitor types is kept by useContactDraft; validation is the shared schema's; useSendMessage asks
 * for the reCAPTCHA checkbox and sends through EmailJS.
 */
export default function ContactForm({ config, channels, replyWithinHours, consent: consentCopy }: Props) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;

  const { hydrated, purpose, values, setValues } = useContactDraft();
  const { sendState, sending, captchaNote, captchaUnavailable, captchaRef, bannerRef, check, send } = useSendMessage(config);
  const consent = useConsent(consentCopy.notice);
  const [errors, setErrors] = useState<FieldErrors>({});
  const controls = useRef<Partial<Record<FieldName, Control | null>>>({});

  if (!config) {
    return (
      <div className="rounded-xl border border-accent-200 bg-accent-50 p-5 text-slate-800" data-testid="contact-form-unavailable">
        <p className="font-semibold text-brand-900">Our online form is not switched on yet.</p>
        <p className="mt-1">Please call, email or message us on WhatsApp instead; we answer every day.</p>
        <DirectChannels channels={channels} />
      </div>
    );
  }

  const onChange = (name: FieldName) => (event: ChangeEvent<Control>) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    // Once a field shows an error, recheck it as the visitor fixes it.
    if (errors[name]) {
      const result = validateContactForm(next);
      setErrors((current) => ({ ...current, [name]: result.ok ? undefined : result.errors[name] }));
    }
  };

  /** The valid data, or null after showing each field's error and moving focus to the first. */
  const validate = () => {
    const result = validateContactForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = firstInvalidField(result.errors);
      if (first) controls.current[first]?.focus();
      return null;
    }
    setErrors({});
    return result.data;
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Asked first, so focus ends on the first invalid field when there is one.
    const agreed = consent.confirm();
    await send(validate, agreed, () => {
      setValues(emptyValues);
      consent.reset();
    });
  };

  const messageLength = values.message.length;
  const overLimit = messageLength > limits.messageMax;

  /** What every control shares: its id and name, the required flags, its error and hint, its value. */
  const controlProps = (name: FieldName, required: boolean, describedBy: string | undefined, invalid: boolean) => ({
    ref: (el: Control | null) => {
      controls.current[name] = el;
    },
    id: id(name),
    name,
    required,
    'aria-required': required || undefined,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    value: values[name],
    onChange: onChange(name),
  });

  const textInput = (name: FieldName, label: string, type: 'text' | 'email' | 'tel', autoComplete: string) => (
    <FormField id={id(name)} label={label} required error={errors[name]}>
      {(describedBy, invalid) => (
        <input
          {...controlProps(name, true, describedBy, invalid)}
          type={type}
          autoComplete={autoComplete}
          inputMode={type === 'tel' ? 'tel' : undefined}
          className="field-input"
        />
      )}
    </FormField>
  );

  const select = (name: FieldName, label: string, options: readonly string[], placeholder: string, required: boolean) => (
    <FormField id={id(name)} label={label} required={required} error={errors[name]}>
      {(describedBy, invalid) => (
        <select {...controlProps(name, required, describedBy, invalid)} className="field-input">
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
            {(describedBy, invalid) => <textarea {...controlProps('message', true, describedBy, invalid)} rows={6} className="field-input resize-y" />}
          </FormField>
        </fieldset>

        <div className="mt-6">
          <ConsentFields {...consentCopy} use="form" consent={consent} disabled={!hydrated || sending} />
        </div>

        <div className="mt-6">
          {hydrated && !captchaUnavailable && (
            // Google's checkbox is a fixed 304 px frame: scaled down on the narrowest phones so nothing scrolls sideways.
            <div className="max-[370px]:-mb-4 max-[370px]:w-61 max-[370px]:origin-top-left max-[370px]:scale-[0.8]">
              <HumanCheck siteKey={config.recaptchaSiteKey} checkRef={captchaRef} {...check} />
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
