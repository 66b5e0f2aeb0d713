import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure, LoadingLine } from '../../../shared/components/load-state';
import {
  useAnalytics,
  type AnalyticsData,
  type AnalyticsEndpoint,
} from '../../../shared/api/get-analytics';
import { EmptyNote } from '../../../shared/components/empty-note';

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
  const { data, isFetching, isError, refetch } = useAnalytics(endpoint);
  if (isFetching && !data) return <LoadingLine />;
  if (isError && !isFetching) {
    return <LoadFailure message={t('errors.analytics')} onRetry={() => void refetch()} />;
  }
  if (!data) return null;
  // Figures of the previous filters stay while those of the new ones load, with the wait said.
  const waiting = isFetching && <LoadingLine />;
  if (isEmpty(data)) {
    return (
      <>
        {waiting}
        <EmptyNote>{t('noData')}</EmptyNote>
      </>
    );
  }
  return (
    <div className="space-y-8">
      {waiting}
      {children(data)}
    </div>
  );
}
