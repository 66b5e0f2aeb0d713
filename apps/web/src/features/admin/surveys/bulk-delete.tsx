import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bulkDeleteAdminSurveys } from '../api/admin-surveys';
import { useAdminAction } from '../api/use-admin-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DANGER_BUTTON } from '../components/form-styles';

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
  const action = useAdminAction();
  const count = ids.length;
  const confirm = async () => {
    const deleted = await action.run((auth) => bulkDeleteAdminSurveys(ids, auth));
    if (deleted === undefined) return;
    setConfirming(false);
    onDeleted(deleted);
  };
  return (
    <>
      <button
        type="button"
        disabled={count === 0}
        onClick={() => setConfirming(true)}
        className={DANGER_BUTTON}
      >
        {t('surveys.bulk.button', { count })}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('surveys.bulk.title', { count })}
        confirmLabel={t('surveys.bulk.confirm', { count })}
        pending={action.pending}
        error={action.error}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setConfirming(false);
          action.reset();
        }}
      >
        <p>{t('surveys.bulk.body', { count })}</p>
      </ConfirmDialog>
    </>
  );
}
