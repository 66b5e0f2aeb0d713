import { normsAnalyticsSchema, type NormsAnalytics } from '@prca/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../api/admin-request';
import { useAdminToken } from '../../session/admin-session-context';

/** GET /api/admin/analytics/norms: the study's scores beside McCroskey's norms. */
export async function getNorms(token: string, signal?: AbortSignal): Promise<NormsAnalytics> {
  const data = await adminRequest('/api/admin/analytics/norms', token, signal ? { signal } : {});
  return normsAnalyticsSchema.parse(data);
}

export function normsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['admin', 'analytics', 'norms'],
    queryFn: ({ signal }) => getNorms(token ?? '', signal),
    enabled: token !== null,
  });
}

export function useNorms() {
  return useQuery(normsQueryOptions(useAdminToken()));
}
