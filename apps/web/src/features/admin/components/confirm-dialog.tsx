import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminDialog } from './admin-dialog';
import { ErrorNote } from './feedback';
import { DANGER_BUTTON } from './form-styles';
import { Spinner } from './spinner';
import { SECONDARY_BUTTON } from './styles';

/**
 * The confirmation every destructive action asks for. The focus starts on Cancel, so that an
 * Enter pressed out of habit changes nothing; the server's refusal shows inside the dialog.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const bodyId = useId();
  return (
    <AdminDialog
      open={open}
      title={title}
      onClose={() => !pending && onCancel()}
      describedBy={bodyId}
    >
      <div id={bodyId} className="space-y-2 text-slate-800">
        {children}
      </div>
      <ErrorNote message={error} className="mt-4" />
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          data-autofocus
          onClick={onCancel}
          disabled={pending}
          className={SECONDARY_BUTTON}
        >
          {t('dialog.cancel')}
        </button>
        <button type="button" onClick={onConfirm} disabled={pending} className={DANGER_BUTTON}>
          {pending && <Spinner />}
          {confirmLabel}
        </button>
      </div>
    </AdminDialog>
  );
}
