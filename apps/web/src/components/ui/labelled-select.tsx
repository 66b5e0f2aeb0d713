import { SelectField } from './text-field';

/**
 * A labelled select over a fixed list of values, typed by them: the change hands back one of
 * the values, never a bare string. The label, hint and error are SelectField's.
 */
export function LabelledSelect<T extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
  hint,
  disabled,
  className,
}: {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
  hint?: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <SelectField
      label={label}
      hint={hint}
      className={className}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as T)}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </SelectField>
  );
}
