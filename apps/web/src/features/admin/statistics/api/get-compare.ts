import { compareAnalyticsSchema, type AnalyticsFilters, type CompareAnalytics } from '@prca/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../shared/api/admin-request';
import { filterSearch } from '../../shared/filters/filter-params';
import { useFilters } from '../../shared/filters/use-filters';
import { useAdminToken } from '../../shared/session/admin-session-context';
import { type CompareChoice } from '../choice/compare-choice';

/** The API's query: the grouping and score first, then what differs from its defaults. */
function compareSearch({ by, score, groups, minGroupSize }: CompareChoice): URLSearchParams {
  const search = new URLSearchParams({ by, score });
  if (groups) search.set('groups', groups.join(','));
  search.set('minGroupSize', String(minGroupSize));
  return search;
}

/** GET /api/admin/analytics/compare?by&score&groups&minGroupSize and the filters. */
export async function getCompare(
  choice: CompareChoice,
  filters: AnalyticsFilters,
  token: string,
  signal?: AbortSignal,
): Promise<CompareAnalytics> {
  const search = filterSearch(filters);
  const query = `${compareSearch(choice)}${search ? `&${search}` : ''}`;
  const data = await adminRequest(`/api/admin/analytics/compare?${query}`, token, {
    ...(signal ? { signal } : {}),
  });
  return compareAnalyticsSchema.parse(data);
}

export function compareQueryOptions(
  choice: CompareChoice,
  filters: AnalyticsFilters,
  token: string | null,
  enabled = true,
) {
  return queryOptions({
    queryKey: ['admin', 'analytics', 'compare', choice, filters],
    queryFn: ({ signal }) => getCompare(choice, filters, token ?? '', signal),
    enabled: enabled && token !== null,
    // The last comparison stays on screen while the next grouping, score or subset loads.
    placeholderData: keepPreviousData,
  });
}

/** The comparison for the address's filters (the filter bar above the statistics). */
export function useCompare(choice: CompareChoice, enabled = true) {
  return useQuery(compareQueryOptions(choice, useFilters().filters, useAdminToken(), enabled));
}
