import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminShell } from '../../components/admin-shell';
import { LoadingLine } from '../../components/load-state';
import { CARD, LINK, SECONDARY_BUTTON } from '../../components/styles';
import { useAnalytics } from '../api/use-analytics';
import { ReliabilityReport } from './reliability-report';

/** /admin/analytics/reliability (SPEC.md "Reliability screen"): one call on opening. */
export function ReliabilityScreen() {
  const { t } = useTranslation('analytics');
  const { data, loading, error, reload } = useAnalytics('reliability');
  return (
    <AdminShell title={t('reliability.title')}>
      <Link to="/admin/analytics" className={`mb-6 inline-block ${LINK}`}>
        {t('reliability.back')}
      </Link>
      {loading && !data ? (
        <LoadingLine />
      ) : error ? (
        <ReliabilityFailure onRetry={reload} />
      ) : !data || data.overall.sampleSize === 0 ? (
        <p className={CARD}>{t('reliability.noData')}</p>
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
    <div className="flex flex-wrap items-center gap-4 rounded-xl border border-red-200 bg-red-50 p-4">
      <p role="alert" id="reliability-error" className="font-medium text-red-800">
        {t('errors.reliability')}
      </p>
      <button
        type="button"
        onClick={onRetry}
        aria-describedby="reliability-error"
        className={SECONDARY_BUTTON}
      >
        {t('loadingText')}
      </button>
    </div>
  );
}
