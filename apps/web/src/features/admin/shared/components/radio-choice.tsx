import { useId, type ReactNode } from 'react';

export interface RadioOption<T> {
  value: T;
  label: string;
  /** One plain sentence under the label: what the choice means for students. */
  description?: string;
}

/**
 * One setting with a few named choices (the identity mode, the class code, parents' consent):
 * native radios in a fieldset, each with its sentence read with it. Values may be booleans or
 * null, so each radio is keyed by its position, not its value.
 */
export function RadioChoice<T>({
  legend,
  options,
  value,
  onChange,
  disabled = false,
  note,
}: {
  legend: string;
  options: readonly RadioOption<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  /** Under the choices: what holds now, or why the choice is read-only. */
  note?: ReactNode;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="font-medium text-slate-900">{legend}</legend>
      {options.map((option, index) => {
        const id = `${name}-${index}`;
        return (
          <div key={id} className="flex gap-3">
            <input
              id={id}
              type="radio"
              name={name}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              aria-describedby={option.description ? `${id}-description` : undefined}
              className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-blue-700"
            />
            <div>
              <label htmlFor={id} className="cursor-pointer text-slate-900">
                {option.label}
              </label>
              {option.description && (
                <p id={`${id}-description`} className="text-sm text-slate-700">
                  {option.description}
                </p>
              )}
            </div>
          </div>
        );
      })}
      {note && <div className="text-sm text-slate-800">{note}</div>}
    </fieldset>
  );
}
