import {
  compareAnalyticsSchema,
  type CompareAnalytics,
  type CompareGrouping,
  type Prca24Score,
} from '@prca/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../api/admin-request';
import { useAdminToken } from '../../session/admin-session-context';

/** GET /api/admin/analytics/compare?by&score: one score compared between groups. */
export async function getCompare(
  by: CompareGrouping,
  score: Prca24Score,
  token: string,
  signal?: AbortSignal,
): Promise<CompareAnalytics> {
  const query = new URLSearchParams({ by, score });
  const data = await adminRequest(`/api/admin/analytics/compare?${query}`, token, {
    ...(signal ? { signal } : {}),
  });
  return compareAnalyticsSchema.parse(data);
}

export function compareQueryOptions(by: CompareGrouping, score: Prca24Score, token: string | null) {
  return queryOptions({
    queryKey: ['admin', 'analytics', 'compare', by, score],
    queryFn: ({ signal }) => getCompare(by, score, token ?? '', signal),
    enabled: token !== null,
    // The last comparison stays on screen while the next grouping or score loads.
    placeholderData: keepPreviousData,
  });
}

export function useCompare(by: CompareGrouping, score: Prca24Score) {
  return useQuery(compareQueryOptions(by, score, useAdminToken()));
}
