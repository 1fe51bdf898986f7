export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  /** A second line, such as the option's price range. */
  detail?: string;
  disabled?: boolean;
}

interface Props<T extends string> {
  name: string;
  legend: string;
  value: T;
  options: ChoiceOption<T>[];
  disabled?: boolean;
  onChange: (value: T) => void;
}

/** A small set of exclusive options as native radio buttons (arrow keys move between them). */
export default function Choice<T extends string>({ name, legend, value, options, disabled, onChange }: Props<T>) {
  return (
    <fieldset>
      <legend className="field-label">{legend}</legend>
      <div className="mt-1 grid gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-60"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={disabled || option.disabled}
              onChange={() => onChange(option.value)}
              className="mt-1 size-4 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block font-medium text-slate-900">{option.label}</span>
              {option.detail && <span className="block text-sm text-slate-700">{option.detail}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
