import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure, LoadingLine } from '../../components/load-state';
import { CARD } from '../../components/styles';
import type { AnalyticsData, AnalyticsEndpoint } from '../api/analytics-api';
import { useAnalytics } from '../api/use-analytics';

/** A tab's loading, error (with retry) and no-data states around its figures. */
export function TabContent<E extends AnalyticsEndpoint>({
  endpoint,
  isEmpty,
  children,
}: {
  endpoint: E;
  isEmpty: (data: AnalyticsData<E>) => boolean;
  children: (data: AnalyticsData<E>) => ReactNode;
}) {
  const { t } = useTranslation('analytics');
  const { data, loading, error, reload } = useAnalytics(endpoint);
  if (loading && !data) return <LoadingLine />;
  if (error) return <LoadFailure message={t('errors.analytics')} onRetry={reload} />;
  if (!data) return null;
  if (isEmpty(data)) return <p className={CARD}>{t('noData')}</p>;
  return <div className="space-y-8">{children(data)}</div>;
}
