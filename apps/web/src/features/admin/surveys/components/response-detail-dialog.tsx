import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { useFormat } from '../../../../lib/format';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { LoadFailure, LoadingLine } from '../../shared/components/load-state';
import { useFailureMessage, useFailureText } from '../../shared/hooks/use-failure-message';
import { useDeleteAdminSurvey } from '../api/delete-admin-survey';
import { useAdminSurvey } from '../api/get-admin-survey';
import { ResponseAnswers } from './response-answers';
import { ResponseFacts } from './response-facts';
import { ResponseQuality } from './quality/response-quality';

/** One response in full, opened from the list (its id is in the address as `?response=`). */
export function ResponseDetailDialog({
  id,
  canDelete,
  canReview,
  onClose,
  onDeleted,
}: {
  id: string | null;
  canDelete: boolean;
  /** May keep or exclude the response whatever its flags (review_quality). */
  canReview: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const describe = useFailureMessage();
  const detail = useAdminSurvey(id);
  const survey = detail.data?.id === id ? detail.data : undefined;
  const failed = detail.isError && !detail.isFetching;
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAdminSurvey();
  const removeError = useFailureText(remove.error);
  const confirm = () => {
    if (!id) return;
    remove.mutate(id, {
      onSuccess: () => {
        setConfirming(false);
        onDeleted();
      },
    });
  };

  return (
    <Dialog
      open={id !== null}
      title={t('surveys.detail.title')}
      closeLabel={t('dialog.close')}
      onClose={onClose}
      wide
    >
      {detail.isFetching && !survey && <LoadingLine />}
      {failed && (
        <LoadFailure message={describe(detail.error)} onRetry={() => void detail.refetch()} />
      )}
      {survey && !failed && (
        <div className="space-y-6">
          <ResponseFacts survey={survey} />
          <ResponseQuality survey={survey} canReview={canReview} />
          <ResponseAnswers survey={survey} />
          {canDelete && (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('surveys.detail.delete')}
            </Button>
          )}
          <ConfirmDialog
            open={confirming}
            title={t('surveys.deleteOne.title')}
            confirmLabel={t('surveys.deleteOne.confirm')}
            pending={remove.isPending}
            error={removeError}
            onConfirm={confirm}
            onCancel={() => {
              setConfirming(false);
              remove.reset();
            }}
          >
            <p>{t('surveys.deleteOne.body', { date: format.dateTime(survey.timestamp) })}</p>
          </ConfirmDialog>
        </div>
      )}
    </Dialog>
  );
}
