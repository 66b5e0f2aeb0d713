import { changeAnalyticsSchema, type AnalyticsFilters, type ChangeAnalytics } from '@prca/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../shared/api/admin-request';
import { filterSearch } from '../../shared/filters/filter-params';
import { useFilters } from '../../shared/filters/use-filters';
import { useAdminToken } from '../../shared/session/admin-session-context';

export interface WavePair {
  fromWave: string;
  toWave: string;
}

/**
 * The filters the change is read with: every one of the bar's but the wave, since the tab's own
 * choice names the two waves (a wave filter would leave the later wave's responses out).
 */
export function changeFilters({ wave: _wave, ...filters }: AnalyticsFilters): AnalyticsFilters {
  return filters;
}

/** GET /api/admin/analytics/change?fromWave&toWave and the filters (issue 32). */
export async function getChange(
  waves: WavePair,
  filters: AnalyticsFilters,
  token: string,
  signal?: AbortSignal,
): Promise<ChangeAnalytics> {
  const search = filterSearch(filters);
  const query = `${new URLSearchParams({ ...waves })}${search ? `&${search}` : ''}`;
  const data = await adminRequest(`/api/admin/analytics/change?${query}`, token, {
    ...(signal ? { signal } : {}),
  });
  return changeAnalyticsSchema.parse(data);
}

export function changeQueryOptions(
  waves: WavePair | null,
  filters: AnalyticsFilters,
  token: string | null,
) {
  return queryOptions({
    queryKey: ['admin', 'analytics', 'change', waves, filters],
    queryFn: ({ signal }) => getChange(waves!, filters, token ?? '', signal),
    enabled: token !== null && waves !== null && waves.fromWave !== waves.toWave,
    // The last pair's figures stay on screen while the next pair loads.
    placeholderData: keepPreviousData,
  });
}

/** The change between two waves for the address's filters (the bar above the statistics). */
export function useChange(waves: WavePair | null) {
  const filters = changeFilters(useFilters().filters);
  return useQuery(changeQueryOptions(waves, filters, useAdminToken()));
}
