import { overviewStatsSchema, type OverviewStats } from '@prca/core';
import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';

export async function fetchOverviewStats(
  token: string,
  signal?: AbortSignal,
): Promise<OverviewStats> {
  const data = await apiRequest('/api/admin/analytics/overview', {
    token,
    ...(signal ? { signal } : {}),
  });
  return overviewStatsSchema.parse(data);
}

export type OverviewState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; stats: OverviewStats };

/**
 * The dashboard's figures, loaded when the screen opens and again on `reload`. A 401 means the
 * session ended on the server (expired or revoked): `onUnauthorized` lets the caller sign out.
 */
export function useOverviewStats(token: string | null, onUnauthorized: () => void) {
  const [state, setState] = useState<OverviewState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetchOverviewStats(token, controller.signal).then(
      (stats) => setState({ status: 'ready', stats }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load dashboard statistics', error);
        if (error instanceof ApiRequestError && error.status === 401) onUnauthorized();
        else setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [token, attempt, onUnauthorized]);
  // The wait shows from the click, not from the effect, so that nothing renders twice.
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, reload };
}
