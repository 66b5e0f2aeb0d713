import { useTranslation } from 'react-i18next';
import { AnalyticsFailure } from '../../analytics/components/analytics-failure';

/** A statistics view that did not load, with its retry. */
export function StatisticsFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('analytics');
  return (
    <AnalyticsFailure
      message={t('statistics.error')}
      messageId="statistics-error"
      onRetry={onRetry}
    />
  );
}
