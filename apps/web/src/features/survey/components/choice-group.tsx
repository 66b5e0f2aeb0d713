import { useId } from 'react';
import type { FieldProblem } from './step-form';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceGroupProps {
  legend: string;
  /** The legend is read but not shown (the question's statement is the heading above it). */
  legendHidden?: boolean;
  name: string;
  choices: readonly Choice[];
  value: string | undefined;
  onChange: (value: string) => void;
  /** Several choices may be ticked (checkboxes) rather than one (radio buttons). */
  multiple?: boolean;
  selected?: readonly string[];
  /** The question is not answered as it must be: said under the legend, tied to the answers. */
  problem?: FieldProblem | undefined;
}

/**
 * A question with its answers as native radio buttons (or checkboxes) in a fieldset: the
 * browser gives keyboard use (Tab into the group, arrows between answers, Space to tick) and
 * screen readers announce the question with each answer.
 */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const id = useId();
  const { legend, name, choices, multiple = false, problem } = props;
  return (
    <fieldset
      className={`space-y-2 ${problem ? 'rounded-lg border-l-4 border-red-700 pl-3' : ''}`}
      // A radio group may be invalid as a whole; checkboxes each say so (ARIA allows no other).
      role={multiple ? undefined : 'radiogroup'}
      aria-invalid={!multiple && problem ? true : undefined}
      aria-labelledby={`${id}-legend`}
      aria-describedby={problem?.id}
    >
      <legend
        id={`${id}-legend`}
        className={props.legendHidden ? 'sr-only' : 'mb-2 font-semibold text-slate-900'}
      >
        {legend}
      </legend>
      {problem && (
        <p id={problem.id} role="alert" className="font-medium text-red-700">
          {problem.message}
        </p>
      )}
      {choices.map((choice) => {
        const checked = multiple
          ? (props.selected ?? []).includes(choice.value)
          : props.value === choice.value;
        return (
          <label
            key={choice.value}
            htmlFor={`${id}-${choice.value}`}
            className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 ${
              checked ? 'border-blue-700 bg-blue-50' : 'border-slate-500 hover:bg-slate-50'
            }`}
          >
            <input
              id={`${id}-${choice.value}`}
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={choice.value}
              checked={checked}
              aria-invalid={multiple && problem ? true : undefined}
              aria-describedby={problem?.id}
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
