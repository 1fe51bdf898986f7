import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  /** A short help line under the label, read with the control. */
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** One planner control with its label, help line and inline error, all tied to the control. */
export default function Field({ id, label, hint, error, children }: Props) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children(describedBy, Boolean(error))}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
