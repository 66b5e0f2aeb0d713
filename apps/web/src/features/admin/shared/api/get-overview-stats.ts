import { overviewStatsSchema, type AnalyticsFilters, type OverviewStats } from '@prca/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from './admin-request';
import { filterSearch } from '../filters/filter-params';
import { useFilters } from '../filters/use-filters';
import { useAdminToken } from '../session/admin-session-context';

/** GET /api/admin/analytics/overview with the filters: the dashboard's four figures. */
export async function getOverviewStats(
  filters: AnalyticsFilters,
  token: string,
  signal?: AbortSignal,
): Promise<OverviewStats> {
  const search = filterSearch(filters);
  const data = await adminRequest(
    `/api/admin/analytics/overview${search ? `?${search}` : ''}`,
    token,
    signal ? { signal } : {},
  );
  return overviewStatsSchema.parse(data);
}

export function overviewStatsQueryOptions(filters: AnalyticsFilters, token: string | null) {
  return queryOptions({
    queryKey: ['admin', 'overview', filters],
    queryFn: ({ signal }) => getOverviewStats(filters, token ?? '', signal),
    enabled: token !== null,
    // Other filters keep the figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** The overview of the subset the address's filters choose. */
export function useOverviewStats() {
  return useQuery(overviewStatsQueryOptions(useFilters().filters, useAdminToken()));
}
