import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteAdminSurvey, fetchAdminSurvey } from '../api/admin-surveys';
import { useAdminAction, useAdminResource } from '../api/use-admin-api';
import { AdminDialog } from '../components/admin-dialog';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DANGER_BUTTON } from '../components/form-styles';
import { LoadFailure, LoadingLine } from '../components/load-state';
import { useDateFormat } from '../components/use-date-format';
import { ResponseAnswers } from './response-answers';
import { ResponseFacts } from './response-facts';

/** One response in full, opened from the list (its id is in the address as `?response=`). */
export function ResponseDetailDialog({
  id,
  canDelete,
  onClose,
  onDeleted,
}: {
  id: string | null;
  canDelete: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('admin');
  const format = useDateFormat();
  const detail = useAdminResource(id, (auth, signal) => fetchAdminSurvey(id ?? '', auth, signal));
  const survey = detail.data?.id === id ? detail.data : undefined;
  const [confirming, setConfirming] = useState(false);
  const action = useAdminAction();
  const remove = async () => {
    if (!id) return;
    const done = await action.run(async (auth) => {
      await deleteAdminSurvey(id, auth);
      return true;
    });
    if (!done) return;
    setConfirming(false);
    onDeleted();
  };

  return (
    <AdminDialog open={id !== null} title={t('surveys.detail.title')} onClose={onClose} wide>
      {detail.loading && !survey && <LoadingLine />}
      {detail.error && <LoadFailure message={detail.error} onRetry={detail.reload} />}
      {survey && !detail.error && (
        <div className="space-y-6">
          <ResponseFacts survey={survey} />
          <ResponseAnswers survey={survey} />
          {canDelete && (
            <button type="button" onClick={() => setConfirming(true)} className={DANGER_BUTTON}>
              {t('surveys.detail.delete')}
            </button>
          )}
          <ConfirmDialog
            open={confirming}
            title={t('surveys.deleteOne.title')}
            confirmLabel={t('surveys.deleteOne.confirm')}
            pending={action.pending}
            error={action.error}
            onConfirm={() => void remove()}
            onCancel={() => {
              setConfirming(false);
              action.reset();
            }}
          >
            <p>{t('surveys.deleteOne.body', { date: format.dateTime(survey.timestamp) })}</p>
          </ConfirmDialog>
        </div>
      )}
    </AdminDialog>
  );
}
