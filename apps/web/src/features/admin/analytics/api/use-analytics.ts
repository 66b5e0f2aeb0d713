import { useCallback } from 'react';
import { useAdminResource, type AdminAuth } from '../../api/use-admin-api';
import { fetchAnalytics, type AnalyticsData, type AnalyticsEndpoint } from './analytics-api';

/**
 * One analytics reply, loaded when the component mounts and again on `reload`. The tabs stay
 * mounted once visited, so a tab's data is fetched once per visit of the screen.
 */
export function useAnalytics<E extends AnalyticsEndpoint>(endpoint: E) {
  const load = useCallback(
    (auth: AdminAuth, signal: AbortSignal) => fetchAnalytics(endpoint, auth, signal),
    [endpoint],
  );
  return useAdminResource<AnalyticsData<E>>(endpoint, load);
}
