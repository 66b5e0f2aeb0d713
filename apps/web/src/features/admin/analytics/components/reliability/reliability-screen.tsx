import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../../components/ui/button';
import { FailureBox } from '../../../../../components/ui/feedback';
import { LINK } from '../../../../../components/ui/link';
import { AdminShell } from '../../../components/admin-shell';
import { LoadingLine } from '../../../components/load-state';
import { FilterBar } from '../../../filters/components/filter-bar';
import { FilterSummary } from '../../../filters/components/filter-summary';
import { filterSearch } from '../../../filters/filter-params';
import { useFilters } from '../../../filters/use-filters';
import { useAnalytics } from '../../api/get-analytics';
import { EmptyNote } from '../empty-note';
import { ReliabilityReport } from './reliability-report';

/** /admin/analytics/reliability (SPEC.md "Reliability screen"): one call on opening. */
export function ReliabilityScreen() {
  const { t } = useTranslation('analytics');
  const { data, isFetching, isError, refetch } = useAnalytics('reliability');
  const search = filterSearch(useFilters().filters);
  return (
    <AdminShell title={t('reliability.title')}>
      <nav aria-label={t('statistics.related')} className="mb-6 flex flex-wrap gap-4">
        <Link to={`/admin/analytics${search ? `?${search}` : ''}`} className={LINK}>
          {t('reliability.back')}
        </Link>
        <Link to={`/admin/analytics/statistics${search ? `?${search}` : ''}`} className={LINK}>
          {t('toStatistics')}
        </Link>
      </nav>
      <div className="mb-6 space-y-4">
        <FilterBar />
        <FilterSummary />
      </div>
      {isFetching && !data ? (
        <LoadingLine />
      ) : isError && !isFetching ? (
        <ReliabilityFailure onRetry={() => void refetch()} />
      ) : !data || data.overall.sampleSize === 0 ? (
        <EmptyNote>{t('reliability.noData')}</EmptyNote>
      ) : (
        <ReliabilityReport data={data} />
      )}
    </AdminShell>
  );
}

/** SPEC.md section 8: the message, and a retry button labelled with the generic loading text. */
function ReliabilityFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('analytics');
  return (
    <FailureBox
      message={t('errors.reliability')}
      messageId="reliability-error"
      action={
        <Button variant="secondary" onClick={onRetry} aria-describedby="reliability-error">
          {t('loadingText')}
        </Button>
      }
    />
  );
}
