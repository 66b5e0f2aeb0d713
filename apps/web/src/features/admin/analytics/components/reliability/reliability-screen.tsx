import { useTranslation } from 'react-i18next';
import { AdminShell } from '../../../shared/shell/admin-shell';
import { LoadingLine } from '../../../shared/components/load-state';
import { useAnalytics } from '../../../shared/api/get-analytics';
import { AnalyticsFailure } from '../../../shared/components/analytics-failure';
import { EmptyNote } from '../../../shared/components/empty-note';
import { ReliabilityReport } from './reliability-report';
import { AnalyticsHeader } from '../../../shared/components/analytics-header';

/** /admin/analytics/reliability (SPEC.md "Reliability screen"): one call on opening. */
export function ReliabilityScreen() {
  // The header's navigation, the method warnings and omega beside alpha read the statistics
  // catalogue: it loads with the screen's own, so the report does not suspend when it shows.
  const { t } = useTranslation(['analytics', 'statistics']);
  const { data, isFetching, isError, refetch } = useAnalytics('reliability');
  return (
    <AdminShell title={t('reliability.title')}>
      <AnalyticsHeader links={['analytics', 'statistics']} />
      {isFetching && !data ? (
        <LoadingLine />
      ) : isError && !isFetching ? (
        <AnalyticsFailure
          message={t('errors.reliability')}
          messageId="reliability-error"
          onRetry={() => void refetch()}
        />
      ) : !data || data.overall.sampleSize === 0 ? (
        <EmptyNote>{t('reliability.noData')}</EmptyNote>
      ) : (
        <ReliabilityReport data={data} />
      )}
    </AdminShell>
  );
}
