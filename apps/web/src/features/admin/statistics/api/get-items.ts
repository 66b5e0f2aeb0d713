import { itemsAnalyticsSchema, type ItemsAnalytics } from '@prca/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../api/admin-request';
import { useAdminToken } from '../../session/admin-session-context';

/** GET /api/admin/analytics/items: each item's statistics and the correlations. */
export async function getItems(token: string, signal?: AbortSignal): Promise<ItemsAnalytics> {
  const data = await adminRequest('/api/admin/analytics/items', token, signal ? { signal } : {});
  return itemsAnalyticsSchema.parse(data);
}

export function itemsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['admin', 'analytics', 'items'],
    queryFn: ({ signal }) => getItems(token ?? '', signal),
    enabled: token !== null,
  });
}

export function useItems() {
  return useQuery(itemsQueryOptions(useAdminToken()));
}
