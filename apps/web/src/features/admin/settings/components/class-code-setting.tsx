import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Whether a response must name its class by a class code. Off by default, so that the open
 * survey works as before; on, a student without a code cannot start.
 */
export function ClassCodeSetting({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (required: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="h-5 w-5 shrink-0 cursor-pointer"
        />
        <label htmlFor={id} className="cursor-pointer font-medium text-slate-900">
          {t('settings.classCode.label')}
        </label>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
        {t('settings.classCode.hint')}
      </p>
    </div>
  );
}
