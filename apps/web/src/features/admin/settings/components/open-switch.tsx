import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Whether the survey takes responses: a checkbox with the switch role, drawn as a switch, whose
 * state is also said in words beside it, so it does not rest on colour.
 */
export function OpenSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-state ${id}-hint`}
          className="relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-slate-600 bg-slate-300 transition-colors before:absolute before:top-0.5 before:left-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:border-green-800 checked:bg-green-700 checked:before:translate-x-5 focus-visible:ring-3 focus-visible:ring-blue-700 focus-visible:ring-offset-2 focus-visible:outline-none"
        />
        <label htmlFor={id} className="cursor-pointer font-medium text-slate-900">
          {t('open.label')}
        </label>
        <span
          id={`${id}-state`}
          className={`font-semibold ${checked ? 'text-green-800' : 'text-slate-800'}`}
        >
          {t(checked ? 'open.on' : 'open.off')}
        </span>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
        {t('open.hint')}
      </p>
    </div>
  );
}
