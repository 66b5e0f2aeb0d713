import type { AdminSurveyResult } from '@prca/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagExplanations } from './flag-explanations';
import { OverrideForm, OverrideState } from './override-form';

/** The detail's data-quality part: each flag explained, the decision, and (if allowed) the form. */
export function ResponseQuality({
  survey,
  canReview,
}: {
  survey: AdminSurveyResult;
  canReview: boolean;
}) {
  const { t } = useTranslation('quality');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('detail.heading')}
      </h3>
      <FlagExplanations survey={survey} />
      <OverrideState survey={survey} />
      {canReview && <OverrideForm survey={survey} />}
    </section>
  );
}
