interface Option {
  value: string;
  label: string;
}

interface Props {
  id: string;
  label: string;
  value: string;
  options: readonly Option[];
  disabled?: boolean;
  onChange: (value: string) => void;
}

/** A labelled native select: the finder's facets, its sort and the English test. */
export default function SelectField({ id, label, value, options, disabled, onChange }: Props) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="field-input" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
