import { overviewStatsSchema, type OverviewStats } from '@prca/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../api/admin-request';
import { useAdminToken } from '../../session/admin-session-context';

/** GET /api/admin/analytics/overview: the dashboard's four figures. */
export async function getOverviewStats(
  token: string,
  signal?: AbortSignal,
): Promise<OverviewStats> {
  const data = await adminRequest('/api/admin/analytics/overview', token, signal ? { signal } : {});
  return overviewStatsSchema.parse(data);
}

export function overviewStatsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => getOverviewStats(token ?? '', signal),
    enabled: token !== null,
  });
}

/** The dashboard's figures, loaded when the screen opens. */
export function useOverviewStats() {
  return useQuery(overviewStatsQueryOptions(useAdminToken()));
}
