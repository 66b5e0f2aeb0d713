import { useTranslation } from 'react-i18next';
import { ResultSummary } from '../../results/result-summary';
import type { LocalSurveyResult } from '../local-results';
import { PrimaryButton, SecondaryButton } from './buttons';
import { StepHeading } from './step-heading';

export function CompletionStep({
  result,
  onRetake,
}: {
  result: LocalSurveyResult;
  onRetake: () => void;
}) {
  const { t } = useTranslation('survey');
  return (
    <section className="space-y-5">
      <StepHeading>{t('completed.title')}</StepHeading>
      {result.pending && (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
        >
          {t('completed.savedOffline')}
        </p>
      )}
      <ResultSummary result={result} />
      <div className="no-print flex flex-wrap gap-3">
        <SecondaryButton onClick={() => window.print()}>{t('completed.print')}</SecondaryButton>
        <PrimaryButton onClick={onRetake}>{t('completed.retake')}</PrimaryButton>
      </div>
    </section>
  );
}
