import { classReportSchema, type AnalyticsFilters, type ClassReport } from '@prca/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../shared/api/admin-request';
import { filterSearch } from '../../shared/filters/filter-params';
import { useAdminToken } from '../../shared/session/admin-session-context';

/** GET /api/admin/reports/class for the filters' subset (a counsellor's scope is forced in). */
export async function getClassReport(
  filters: AnalyticsFilters,
  token: string,
  signal?: AbortSignal,
): Promise<ClassReport> {
  const search = filterSearch(filters);
  const data = await adminRequest(
    `/api/admin/reports/class${search ? `?${search}` : ''}`,
    token,
    signal ? { signal } : {},
  );
  return classReportSchema.parse(data);
}

export function classReportQueryOptions(filters: AnalyticsFilters, token: string | null) {
  return queryOptions({
    queryKey: ['admin', 'reports', 'class', filters],
    queryFn: ({ signal }) => getClassReport(filters, token ?? '', signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function useClassReport(filters: AnalyticsFilters) {
  return useQuery(classReportQueryOptions(filters, useAdminToken()));
}
