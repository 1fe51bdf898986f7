import { Send } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import type { ContactFormConfig } from '~/lib/contact/config';
import { countText } from '~/lib/text/localeFormats';
import {
  emptyValues,
  firstInvalidField,
  limits,
  optionWords,
  validateContactForm,
  type FieldErrors,
  type FieldName,
  type OptionValues,
} from '~/lib/contact/form';
import { fillIn } from '~/lib/text/placeholders';
import type { IslandWords } from '~/queries/strings';
import type { ConsentContext } from '~/lib/consent/consent';
import ConsentFields, { type ConsentCopy } from './shared/ConsentFields';
import { useConsent } from './shared/useConsent';
import DirectChannels, { type Channels } from './contact/DirectChannels';
import FormField from './shared/FormField';
import HumanCheck from './contact/HumanCheck';
import StatusBanner from './contact/StatusBanner';
import { useContactDraft } from './contact/useContactDraft';
import { useSendMessage } from './contact/useSendMessage';

/** The shared words (strings/<lang>/common.json) it shows: its page hands it only these of them. */
export const contactFormShared = ['newTab'] as const;
export type ContactFormStrings = IslandWords<'contactForm', (typeof contactFormShared)[number]>;

interface Props {
  /** Null when the public EmailJS/reCAPTCHA settings are missing: the form then cannot send. */
  config: ContactFormConfig | null;
  channels: Channels;
  replyWithinHours: number;
  /** The form's words (src/content/strings/<lang>/contactForm.json). */
  s: ContactFormStrings;
  /** What each option sends, the same on every language's page (the reference language's words). */
  sends: OptionValues;
  /** The consent notice's words and what its record names (src/queries/consent.ts). */
  consent: ConsentCopy & { context: ConsentContext };
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The 'Get in Touch' form: the fields, their inline errors and the verification step. What the
 * visitor types is kept by useContactDraft; validation is the shared schema's; useSendMessage asks
 * for the reCAPTCHA checkbox and sends through EmailJS.
 */
export default function ContactForm({ config, channels, replyWithinHours, s, sends, consent: consentCopy }: Props) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;

  const { hydrated, purpose, values, setValues } = useContactDraft(s['consultation.message']);
  const { sendState, sending, waitSeconds, captchaNote, captchaUnavailable, captchaRef, bannerRef, check, requireCheck, send } =
    useSendMessage(config, {
      verify: s.verify,
      expired: s.verifyExpired,
    });
  const consent = useConsent(consentCopy.context);
  // Google's check (and its script) comes only once the visitor has agreed, and then stays.
  const [checkWanted, setCheckWanted] = useState(false);
  if (consent.choices.agreed && !checkWanted) setCheckWanted(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const controls = useRef<Partial<Record<FieldName, Control | null>>>({});
  const checkArea = useRef<HTMLDivElement>(null);

  if (!config) {
    return (
      <div className="rounded-xl border border-accent-200 bg-accent-50 p-5 text-slate-800" data-testid="contact-form-unavailable">
        <p className="font-semibold text-brand-900">{s['off.title']}</p>
        <p className="mt-1">{s['off.text']}</p>
        <DirectChannels channels={channels} s={s} />
      </div>
    );
  }

  const onChange = (name: FieldName) => (event: ChangeEvent<Control>) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    // Once a field shows an error, recheck it as the visitor fixes it.
    if (errors[name]) {
      const result = validateContactForm(next, s, sends);
      setErrors((current) => ({ ...current, [name]: result.ok ? undefined : result.errors[name] }));
    }
  };

  /**
   * Every unmet requirement is shown at once (each field's error, the agreement, the robot check)
   * and focus goes to the first of them in the form's order, so one press of Send tells the visitor
   * all there is to fix.
   */
  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateContactForm(values, s, sends);
    setErrors(result.ok ? {} : result.errors);
    const agreed = consent.confirm();
    const token = requireCheck();
    if (!result.ok) {
      const first = firstInvalidField(result.errors);
      if (first) controls.current[first]?.focus();
      return;
    }
    if (!agreed) return consent.focus();
    if (!token) {
      // The check's own control when it is there (Google's frame), else the place it stands in.
      const area = checkArea.current;
      return (area?.querySelector<HTMLElement>('iframe, input') ?? area)?.focus();
    }
    await send(result.data, agreed, () => {
      setValues(emptyValues);
      consent.reset();
    });
  };

  // Counted as the rules count it and as it is sent: without the spaces and lines at either end.
  const messageLength = values.message.trim().length;
  const overLimit = messageLength > limits.messageMax;
  const options = optionWords(s);
  const count = (n: number) => countText(n, s.locale);

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
    <FormField id={id(name)} label={label} optionalText={s.optional} required error={errors[name]}>
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

  /** A list whose options show the page's words and send `values`, option by option. */
  const select = (
    name: FieldName,
    label: string,
    options: readonly string[],
    values: readonly string[],
    placeholder: string,
    required: boolean,
  ) => (
    <FormField id={id(name)} label={label} optionalText={s.optional} required={required} error={errors[name]}>
      {(describedBy, invalid) => (
        <select {...controlProps(name, required, describedBy, invalid)} className="field-input">
          <option value="">{placeholder}</option>
          {options.map((option, i) => (
            <option key={values[i]} value={values[i]}>
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
          <h3 className="text-xl">{s['consultation.title']}</h3>
          <p className="mt-1 text-slate-700">{s['consultation.text']}</p>
        </div>
      )}

      <div aria-live="polite">
        {sendState === 'waiting' && (
          <p className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 font-medium text-brand-900">
            {fillIn(s.wait, { seconds: count(waitSeconds) })}
          </p>
        )}
        {sendState === 'success' && (
          <StatusBanner tone="success" bannerRef={bannerRef}>
            {fillIn(s.sent, { hours: replyWithinHours })}
          </StatusBanner>
        )}
      </div>
      {sendState === 'error' && (
        <StatusBanner tone="error" bannerRef={bannerRef}>
          {s.sendFailed}
        </StatusBanner>
      )}

      <form noValidate onSubmit={onSubmit} aria-label={s.label} className="mt-4">
        {/* Disabled until hydrated: without JavaScript the form cannot send, so it must not look as if it could. */}
        <fieldset disabled={!hydrated || sending} className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">{s.legend}</legend>
          {textInput('name', s['field.name'], 'text', 'name')}
          {textInput('email', s['field.email'], 'email', 'email')}
          {textInput('phone', s['field.phone'], 'tel', 'tel')}
          {select('subject', s['field.subject'], options.subjects, sends.subjects, s['choose.subject'], true)}
          {select('preferredCountry', s['field.country'], options.countries, sends.countries, s['choose.country'], false)}
          {select('preferredTimeToCall', s['field.time'], options.times, sends.times, s['choose.time'], false)}

          <FormField
            id={id('message')}
            label={s['field.message']}
            optionalText={s.optional}
            required
            error={errors.message}
            className="sm:col-span-2"
            hintId={id('message-count')}
            hint={
              <p id={id('message-count')} className={`mt-1 text-sm ${overLimit ? 'font-semibold text-danger-700' : 'text-slate-600'}`}>
                {fillIn(s.characters, { count: count(messageLength), max: count(limits.messageMax) })}
                {overLimit && ` ${fillIn(s.tooMany, { count: count(messageLength - limits.messageMax) })}`}
              </p>
            }
          >
            {(describedBy, invalid) => (
              <textarea {...controlProps('message', true, describedBy, invalid)} rows={6} className="field-input resize-y" />
            )}
          </FormField>
        </fieldset>

        <div className="mt-6">
          <ConsentFields {...consentCopy} use="form" consent={consent} disabled={!hydrated || sending} />
        </div>

        <div className="mt-6 outline-none" ref={checkArea} tabIndex={-1}>
          {hydrated && !captchaUnavailable && checkWanted && (
            // Google's checkbox is a fixed 304 px frame: scaled down on the narrowest phones so nothing scrolls sideways.
            <div className="max-[370px]:-mb-4 max-[370px]:w-61 max-[370px]:origin-top-left max-[370px]:scale-[0.8]">
              <HumanCheck siteKey={config.recaptchaSiteKey} checkRef={captchaRef} {...check} />
            </div>
          )}
          {!checkWanted && (
            // Where the check will stand, at its height, so nothing moves when it comes.
            <p className="flex min-h-[78px] items-center rounded-xl border border-dashed border-slate-300 px-4 py-2 text-sm text-slate-700">
              {s['check.afterConsent']}
            </p>
          )}
          {captchaUnavailable && (
            <div role="alert" className="rounded-xl border border-accent-200 bg-accent-50 p-4 text-slate-800">
              <p className="font-semibold text-brand-900">{s['check.unavailable']}</p>
              <p className="mt-1">{s['check.alternatives']}</p>
              <DirectChannels channels={channels} s={s} />
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
          {sending ? s.sending : s.send}
        </button>
      </form>
    </div>
  );
}
