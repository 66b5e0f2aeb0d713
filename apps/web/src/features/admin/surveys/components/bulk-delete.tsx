import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { useFailureText } from '../../shared/hooks/use-failure-message';
import { useBulkDeleteAdminSurveys } from '../api/bulk-delete-admin-surveys';

/** Deletes the selected responses, once confirmed (DELETE /api/admin/surveys/bulk-delete). */
export function BulkDelete({
  ids,
  onDeleted,
}: {
  ids: string[];
  onDeleted: (count: number) => void;
}) {
  const { t } = useTranslation('admin');
  const [confirming, setConfirming] = useState(false);
  const remove = useBulkDeleteAdminSurveys();
  const error = useFailureText(remove.error);
  const count = ids.length;
  const confirm = () =>
    remove.mutate(ids, {
      onSuccess: (deleted) => {
        setConfirming(false);
        onDeleted(deleted);
      },
    });
  return (
    <>
      <Button variant="danger" disabled={count === 0} onClick={() => setConfirming(true)}>
        {t('surveys.bulk.button', { count })}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('surveys.bulk.title', { count })}
        confirmLabel={t('surveys.bulk.confirm', { count })}
        pending={remove.isPending}
        error={error}
        onConfirm={confirm}
        onCancel={() => {
          setConfirming(false);
          remove.reset();
        }}
      >
        <p>{t('surveys.bulk.body', { count })}</p>
      </ConfirmDialog>
    </>
  );
}
