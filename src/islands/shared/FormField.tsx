import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  /** What an optional field's label adds: "(optional)". */
  optionalText: string;
  required?: boolean;
  error?: string | undefined;
  /** Ids of extra descriptions (such as a character counter) for the control. */
  hint?: ReactNode;
  hintId?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
  className?: string;
}

/** A label, the control, an optional hint and the inline error the control points at. */
export default function FormField({ id, label, optionalText, required = false, error, hint, hintId, children, className }: Props) {
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger-700">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> {optionalText}</span>
        )}
      </label>
      {children(describedBy, Boolean(error))}
      {hint}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
