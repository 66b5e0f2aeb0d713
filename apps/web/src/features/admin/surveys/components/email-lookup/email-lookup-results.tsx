import type { AdminSurveyResult, EmailLookup } from '@prca/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/ui/button';
import { ErrorNote, SuccessNote } from '../../../../../components/ui/feedback';
import { useFormat } from '../../../../../lib/format';
import { useFailureText } from '../../../shared/hooks/use-failure-message';
import { useBulkDeleteAdminSurveys } from '../../api/bulk-delete-admin-surveys';
import { AssentText } from '../assent-text';

/**
 * What a look-up found: each response by its date, class and total, so that the superadmin can
 * read them out to the student; for an erasure request, a confirmed deletion of them all.
 */
export function EmailLookupResults({
  found,
  purpose,
}: {
  found: readonly AdminSurveyResult[];
  purpose: EmailLookup['purpose'];
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const remove = useBulkDeleteAdminSurveys();
  const error = useFailureText(remove.error);
  const count = found.length;
  if (remove.isSuccess) {
    return <SuccessNote message={t('surveys.deletedMany', { count: remove.data })} />;
  }
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      <p role="status" className="font-semibold text-slate-900">
        {count === 0 ? t('surveys.lookup.none') : t('surveys.lookup.found', { count })}
      </p>
      {count > 0 && (
        <ul className="space-y-2">
          {found.map((survey) => (
            <li key={survey.id} className="rounded-lg border border-slate-300 p-3 text-slate-800">
              <p className="font-medium text-slate-900">{format.dateTime(survey.timestamp)}</p>
              <p>
                {t('surveys.lookup.summary', {
                  school: survey.schoolName ?? t('surveys.noClass'),
                  className: survey.className ?? t('surveys.noClass'),
                  total: survey.scores.totalScore,
                })}{' '}
                <AssentText survey={survey} />
              </p>
            </li>
          ))}
        </ul>
      )}
      {count > 0 && purpose === 'erasure' && !confirming && (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('surveys.lookup.erase', { count })}
        </Button>
      )}
      {confirming && (
        <div className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-3">
          <p className="text-slate-900">{t('surveys.bulk.body', { count })}</p>
          <ErrorNote message={error} />
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              onClick={() => setConfirming(false)}
              disabled={remove.isPending}
            >
              {t('dialog.cancel')}
            </Button>
            <Button
              variant="danger"
              busy={remove.isPending}
              onClick={() => remove.mutate(found.map((survey) => survey.id))}
            >
              {t('surveys.bulk.confirm', { count })}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
