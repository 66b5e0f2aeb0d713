import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { FailureBox } from '../../../../components/ui/feedback';
import { Spinner } from '../../../../components/ui/spinner';
import { useFailureMessage } from '../hooks/use-failure-message';

/** A list or form on its way. */
export function LoadingLine() {
  const { t } = useTranslation('admin');
  return (
    <p role="status" className="flex items-center gap-2 text-slate-700">
      <Spinner className="text-blue-700" />
      {t('loading')}
    </p>
  );
}

/** Why something did not load, and the way to try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <FailureBox
      message={message}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}

/**
 * A query's wait and its failure with the retry: the wait whenever it loads (the previous data
 * stays on screen meanwhile), the failure once the last load failed.
 */
export function QueryState({ query }: { query: UseQueryResult<unknown> }) {
  const describe = useFailureMessage();
  if (query.isFetching) return <LoadingLine />;
  if (query.error) {
    return <LoadFailure message={describe(query.error)} onRetry={() => void query.refetch()} />;
  }
  return null;
}

/** Whether a query's data may be shown: it has some, and the last load did not fail. */
export function hasFreshData<T>(query: UseQueryResult<T>): query is UseQueryResult<T> & {
  data: T;
} {
  return query.data !== undefined && !(query.isError && !query.isFetching);
}
