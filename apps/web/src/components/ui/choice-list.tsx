import { useId, useState } from 'react';
import { LABEL } from './text-field';

export interface Choice {
  value: string;
  label: string;
}

/**
 * Several values of one list, as checkboxes under a disclosure whose summary says what is
 * chosen ("All" when nothing is). Native `<details>` and checkboxes: the keyboard, screen
 * readers and a 360 px screen need nothing more.
 */
export function ChoiceList({
  label,
  choices,
  selected,
  allLabel,
  onChange,
}: {
  label: string;
  choices: readonly Choice[];
  selected: readonly string[];
  /** The summary when nothing is chosen (the whole list counts). */
  allLabel: string;
  onChange: (selected: string[]) => void;
}) {
  const id = useId();
  // The choice shows at once, even when the owner applies it later (a navigation in a
  // transition), and gives way to `selected` as soon as that changes.
  const [pending, setPending] = useState<{ from: string; values: string[] } | null>(null);
  const current = pending && pending.from === selected.join(',') ? pending.values : selected;
  const chosen = choices.filter((choice) => current.includes(choice.value));
  const summary = chosen.length === 0 ? allLabel : chosen.map((choice) => choice.label).join(', ');
  const toggle = (value: string) => {
    const next = current.includes(value)
      ? current.filter((each) => each !== value)
      : [...current, value];
    setPending({ from: selected.join(','), values: next });
    onChange(next);
  };
  return (
    // min-w-0: a grid or flex cell may then shrink below the chosen labels, which truncate.
    <details className="group relative min-w-0">
      <summary
        className={`${LABEL} cursor-pointer list-none rounded-lg border border-slate-500 bg-white px-3 py-2`}
      >
        <span className="block text-sm text-slate-700">{label}</span>
        <span className="block truncate text-slate-900">{summary}</span>
      </summary>
      <fieldset className="mt-1 max-h-64 overflow-y-auto rounded-lg border border-slate-300 bg-white p-2 shadow-sm">
        <legend className="sr-only">{label}</legend>
        {choices.map((choice) => (
          <label
            key={choice.value}
            htmlFor={`${id}-${choice.value}`}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded px-2 hover:bg-slate-100"
          >
            <input
              id={`${id}-${choice.value}`}
              type="checkbox"
              className="h-5 w-5"
              checked={current.includes(choice.value)}
              onChange={() => toggle(choice.value)}
            />
            <span className="text-slate-900">{choice.label}</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}
