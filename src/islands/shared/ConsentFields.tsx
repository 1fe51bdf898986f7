import { useId } from 'react';
import { fillIn } from '~/lib/text/placeholders';
import type { IslandWords } from '~/queries/strings';
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
 * The short notice shown before personal details are sent, the required agreement box (unticked)
 * with its message when left empty, and the optional WhatsApp box.
 */
export default function ConsentFields({ strings: s, noticeHref, email, use, consent, disabled = false }: Props) {
  const uid = useId();
  const noticeId = `${uid}-notice`;
  const errorId = `${uid}-error`;
  const { choices, choose, refused, agreeRef } = consent;
  return (
    <fieldset disabled={disabled} className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
      {/* Floated, the title sits inside the box as a line of its own: a long one (the Hindi title on a
          phone) wraps there instead of straddling the border. */}
      <legend className="float-left w-full font-semibold text-brand-900">{s['notice.title']}</legend>
      <div id={noticeId} className="clear-both pt-2">
        <p>{use === 'form' ? s['notice.form'] : s['notice.booking']}</p>
        <p className="mt-2">{fillIn(s['notice.withdraw'], { email })}</p>
      </div>
      <p className="mt-2">
        <a className="link" href={noticeHref}>
          {s['notice.link']}
        </a>
      </p>
      <div className="mt-3 flex items-start gap-3">
        <input
          ref={agreeRef}
          id={`${uid}-agree`}
          type="checkbox"
          required
          aria-required="true"
          aria-invalid={refused}
          aria-describedby={refused ? `${errorId} ${noticeId}` : noticeId}
          checked={choices.agreed}
          onChange={(event) => choose('agreed', event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={`${uid}-agree`} className="font-medium text-slate-800">
          {s['agree.label']}
          <span aria-hidden="true" className="text-danger-700">
            {' '}
            *
          </span>
        </label>
      </div>
      {refused && (
        <p id={errorId} role="alert" className="mt-2 font-semibold text-danger-700">
          {use === 'form' ? s['agree.required.form'] : s['agree.required.booking']}
        </p>
      )}
      <div className="mt-3 flex items-start gap-3">
        <input
          id={`${uid}-whatsapp`}
          type="checkbox"
          checked={choices.whatsappUpdates}
          onChange={(event) => choose('whatsappUpdates', event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={`${uid}-whatsapp`}>
          {s['whatsapp.label']} <span className="text-slate-600">{s.optional}</span>
        </label>
      </div>
    </fieldset>
  );
}
