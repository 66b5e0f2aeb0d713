import { useId } from 'react';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceGroupProps {
  legend: string;
  name: string;
  choices: readonly Choice[];
  value: string | undefined;
  onChange: (value: string) => void;
  /** Several choices may be ticked (checkboxes) rather than one (radio buttons). */
  multiple?: boolean;
  selected?: readonly string[];
  invalid?: boolean;
}

/**
 * A question with its answers as native radio buttons (or checkboxes) in a fieldset: the
 * browser gives keyboard use (Tab into the group, arrows between answers, Space to tick) and
 * screen readers announce the question with each answer.
 */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const id = useId();
  const { legend, name, choices, multiple = false } = props;
  return (
    <fieldset className="space-y-2" aria-invalid={props.invalid || undefined}>
      <legend className="mb-2 font-semibold text-slate-900">{legend}</legend>
      {choices.map((choice) => {
        const checked = multiple
          ? (props.selected ?? []).includes(choice.value)
          : props.value === choice.value;
        return (
          <label
            key={choice.value}
            htmlFor={`${id}-${choice.value}`}
            className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 ${
              checked ? 'border-blue-700 bg-blue-50' : 'border-slate-300 hover:bg-slate-50'
            }`}
          >
            <input
              id={`${id}-${choice.value}`}
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={choice.value}
              checked={checked}
              onChange={() => props.onChange(choice.value)}
              className="h-5 w-5 shrink-0 accent-blue-700"
            />
            <span className="text-slate-800">{choice.label}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
