import {
  compareAnalyticsSchema,
  type AnalyticsFilters,
  type CompareAnalytics,
  type CompareGrouping,
  type Prca24Score,
} from '@prca/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../shared/api/admin-request';
import { filterSearch } from '../../shared/filters/filter-params';
import { useFilters } from '../../shared/filters/use-filters';
import { useAdminToken } from '../../shared/session/admin-session-context';

/** GET /api/admin/analytics/compare?by&score and the filters: one score compared between groups. */
export async function getCompare(
  by: CompareGrouping,
  score: Prca24Score,
  filters: AnalyticsFilters,
  token: string,
  signal?: AbortSignal,
): Promise<CompareAnalytics> {
  const search = filterSearch(filters);
  const query = `${new URLSearchParams({ by, score })}${search ? `&${search}` : ''}`;
  const data = await adminRequest(`/api/admin/analytics/compare?${query}`, token, {
    ...(signal ? { signal } : {}),
  });
  return compareAnalyticsSchema.parse(data);
}

export function compareQueryOptions(
  by: CompareGrouping,
  score: Prca24Score,
  filters: AnalyticsFilters,
  token: string | null,
) {
  return queryOptions({
    queryKey: ['admin', 'analytics', 'compare', by, score, filters],
    queryFn: ({ signal }) => getCompare(by, score, filters, token ?? '', signal),
    enabled: token !== null,
    // The last comparison stays on screen while the next grouping, score or subset loads.
    placeholderData: keepPreviousData,
  });
}

/** The comparison for the address's filters (the filter bar above the statistics). */
export function useCompare(by: CompareGrouping, score: Prca24Score) {
  return useQuery(compareQueryOptions(by, score, useFilters().filters, useAdminToken()));
}
