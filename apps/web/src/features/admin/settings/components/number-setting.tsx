import { TextField } from '../../../../components/ui/text-field';

/** A whole number within core's range, typed as text so that a half-typed number can be edited. */
export function NumberSetting({
  label,
  hint,
  invalid,
  range,
  value,
  disabled = false,
  onChange,
}: {
  label: string;
  hint: string;
  /** The sentence shown when the value is out of range; null while it is fine. */
  invalid: string | null;
  range: { min: number; max: number };
  value: string;
  disabled?: boolean;
  onChange: (typed: string) => void;
}) {
  return (
    <TextField
      type="number"
      inputMode="numeric"
      min={range.min}
      max={range.max}
      step={1}
      inputClassName="max-w-40"
      disabled={disabled}
      label={label}
      hint={hint}
      error={invalid}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
