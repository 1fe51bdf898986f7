import { useId } from 'react';
import { ageBands, needsGuardian, type ConsentProblem } from '~/lib/consent/consent';
import { fillIn } from '~/lib/text/placeholders';
import type { IslandWords } from '~/queries/strings';
import FormField from './FormField';
import type { ConsentState } from './useConsent';

export interface ConsentCopy {
  /** The consent area's words. */
  strings: IslandWords<'consent'>;
  /** Where the data-protection notice is. */
  noticeHref: string;
  /** The address to write to for withdrawal, correction or erasure. */
  email: string;
}

interface Props extends ConsentCopy {
  /** Which notice applies: the contact form's (EmailJS) or the booking calendar's (Cal.com). */
  use: 'form' | 'booking';
  consent: ConsentState;
  disabled?: boolean;
}

/**
 * The short notice shown before personal details are sent, the visitor's age group (a 16- or
 * 17-year-old gives a parent's or guardian's name, contact and agreement, and is told the team
 * contacts them first; under 16 cannot send), the required agreement box (unticked), each with its
 * message when missing, and the optional WhatsApp box.
 */
export default function ConsentFields({ strings: s, noticeHref, email, use, consent, disabled = false }: Props) {
  const uid = useId();
  const id = (part: string) => `${uid}-${part}`;
  const { choices, choose, problems, refs } = consent;
  const shows = (problem: ConsentProblem) => problems.includes(problem);
  const ageMissing = shows('age');
  const under16 = choices.ageBand === 'under16';
  const guardian = needsGuardian(choices.ageBand);
  const refused = shows('agreed');
  const ageDescribedBy = [id('age-hint'), ageMissing ? id('age-error') : null, under16 ? id('age-under16') : null]
    .filter(Boolean)
    .join(' ');
  const guardianContactError = shows('guardianContact')
    ? s['guardian.contact.required']
    : shows('guardianContactInvalid')
      ? s['guardian.contact.invalid']
      : undefined;

  /** A box with its label, required or not, and its message when left empty. */
  const checkbox = (
    name: 'agreed' | 'guardianAgreed' | 'whatsappUpdates',
    label: string,
    error: string | undefined,
    describedBy?: string,
  ) => (
    <>
      <div className="mt-3 flex items-start gap-3">
        <input
          ref={name === 'whatsappUpdates' ? undefined : refs[name]}
          id={id(name)}
          type="checkbox"
          required={name !== 'whatsappUpdates'}
          aria-required={name === 'whatsappUpdates' ? undefined : 'true'}
          aria-invalid={name === 'whatsappUpdates' ? undefined : Boolean(error)}
          aria-describedby={[error ? id(`${name}-error`) : null, describedBy].filter(Boolean).join(' ') || undefined}
          checked={choices[name]}
          onChange={(event) => choose(name, event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id(name)} className={name === 'whatsappUpdates' ? undefined : 'font-medium text-slate-800'}>
          {label}
          {name === 'whatsappUpdates' ? (
            <span className="text-slate-600"> {s.optional}</span>
          ) : (
            <span aria-hidden="true" className="text-danger-700">
              {' '}
              *
            </span>
          )}
        </label>
      </div>
      {error && (
        <p id={id(`${name}-error`)} role="alert" className="mt-2 font-semibold text-danger-700">
          {error}
        </p>
      )}
    </>
  );

  /** A guardian's detail: a required line of text, with its message when missing or unusable. */
  const guardianField = (name: 'guardianName' | 'guardianContact', label: string, error: string | undefined) => (
    <FormField id={id(name)} label={label} optionalText={s.optional} required error={error}>
      {(describedBy, invalid) => (
        <input
          ref={refs[name]}
          id={id(name)}
          type="text"
          autoComplete="off"
          required
          aria-required="true"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          value={choices[name]}
          onChange={(event) => choose(name, event.target.value)}
          className="field-input"
        />
      )}
    </FormField>
  );

  return (
    <fieldset disabled={disabled} className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
      {/* Floated, the title sits inside the box as a line of its own: a long one (the Hindi title on a
          phone) wraps there instead of straddling the border. */}
      <legend className="float-left w-full font-semibold text-brand-900">{s['notice.title']}</legend>
      <div id={id('notice')} className="clear-both pt-2">
        <p>{use === 'form' ? s['notice.form'] : s['notice.booking']}</p>
        <p className="mt-2">{fillIn(s['notice.withdraw'], { email })}</p>
      </div>
      <p className="mt-2">
        <a className="link" href={noticeHref}>
          {s['notice.link']}
        </a>
      </p>

      <fieldset className="mt-3">
        <legend className="font-medium text-slate-800">
          {s['age.legend']}
          <span aria-hidden="true" className="text-danger-700">
            {' '}
            *
          </span>
        </legend>
        <p id={id('age-hint')} className="text-slate-600">
          {s['age.hint']}
        </p>
        <div className="mt-1 flex flex-wrap gap-x-5">
          {ageBands.map((band) => (
            <label key={band} className="flex min-h-11 items-center gap-2">
              <input
                ref={band === (choices.ageBand || ageBands[0]) ? refs.age : undefined}
                type="radio"
                name={id('age')}
                value={band}
                required
                aria-describedby={ageDescribedBy}
                checked={choices.ageBand === band}
                onChange={() => choose('ageBand', band)}
                className="size-5 shrink-0 accent-brand-700"
              />
              {s[`age.${band}`]}
            </label>
          ))}
        </div>
        {ageMissing && (
          <p id={id('age-error')} role="alert" className="mt-1 font-semibold text-danger-700">
            {s['age.required']}
          </p>
        )}
        {under16 && (
          <p id={id('age-under16')} role={shows('under16') ? 'alert' : 'status'} className="mt-1 font-semibold text-danger-700">
            {s['age.under16.note']}
          </p>
        )}
      </fieldset>

      {guardian && (
        <div className="mt-3 space-y-3 rounded-lg bg-slate-50 p-3">
          <p id={id('guardian-notice')} role="status" className="font-medium text-brand-900">
            {s['guardian.notice']}
          </p>
          {guardianField('guardianName', s['guardian.name'], shows('guardianName') ? s['guardian.name.required'] : undefined)}
          {guardianField('guardianContact', s['guardian.contact'], guardianContactError)}
          {checkbox(
            'guardianAgreed',
            s['guardian.agree'],
            shows('guardianAgreed') ? s['guardian.agree.required'] : undefined,
            id('guardian-notice'),
          )}
        </div>
      )}

      {checkbox(
        'agreed',
        s['agree.label'],
        refused ? (use === 'form' ? s['agree.required.form'] : s['agree.required.booking']) : undefined,
        id('notice'),
      )}
      {checkbox('whatsappUpdates', s['whatsapp.label'], undefined)}
    </fieldset>
  );
}
