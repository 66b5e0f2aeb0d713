import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';
import { SECONDARY_BUTTON } from './styles';

/** A list or form on its way. */
export function LoadingLine() {
  const { t } = useTranslation('admin');
  return (
    <p role="status" className="flex items-center gap-2 text-slate-700">
      <Spinner className="text-blue-700" />
      {t('loading')}
    </p>
  );
}

/** Why something did not load, and the way to try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-xl border border-red-200 bg-red-50 p-4">
      <p role="alert" className="font-medium text-red-800">
        {message}
      </p>
      <button type="button" onClick={onRetry} className={SECONDARY_BUTTON}>
        {t('retry')}
      </button>
    </div>
  );
}
