import { useTranslation } from 'react-i18next';
import { AnalyticsFailure } from '../../shared/components/analytics-failure';

/** A statistics view that did not load, with its retry. */
export function StatisticsFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('statistics');
  return <AnalyticsFailure message={t('error')} messageId="statistics-error" onRetry={onRetry} />;
}
