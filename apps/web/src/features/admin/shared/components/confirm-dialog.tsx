import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { ErrorNote } from '../../../../components/ui/feedback';

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
    <Dialog
      open={open}
      title={title}
      closeLabel={t('dialog.close')}
      onClose={() => !pending && onCancel()}
      describedBy={bodyId}
    >
      <div id={bodyId} className="space-y-2 text-slate-800">
        {children}
      </div>
      <ErrorNote message={error} className="mt-4" />
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" data-autofocus onClick={onCancel} disabled={pending}>
          {t('dialog.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} busy={pending}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
