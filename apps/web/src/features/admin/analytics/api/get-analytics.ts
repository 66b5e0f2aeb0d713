import {
  demographicsAnalyticsSchema,
  engagementAnalyticsSchema,
  otherCausesAnalyticsSchema,
  prca24AnalyticsSchema,
  reliabilityWithOmegaAnalyticsSchema,
  sectionBAnalyticsSchema,
  trendsAnalyticsSchema,
} from '@prca/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminRequest } from '../../api/admin-request';
import { useAdminToken } from '../../session/admin-session-context';

/**
 * The analytics endpoints under /api/admin/analytics, each with the contract it answers. One
 * call with the endpoint as its parameter: the seven differ in nothing else.
 */
export const ANALYTICS_ENDPOINTS = {
  reliability: reliabilityWithOmegaAnalyticsSchema,
  prca24: prca24AnalyticsSchema,
  demographics: demographicsAnalyticsSchema,
  sectionb: sectionBAnalyticsSchema,
  trends: trendsAnalyticsSchema,
  engagement: engagementAnalyticsSchema,
  'other-causes': otherCausesAnalyticsSchema,
} as const;

export type AnalyticsEndpoint = keyof typeof ANALYTICS_ENDPOINTS;
export type AnalyticsData<E extends AnalyticsEndpoint> = z.output<(typeof ANALYTICS_ENDPOINTS)[E]>;

/** GET /api/admin/analytics/{endpoint}, checked against the shared contract. */
export async function getAnalytics<E extends AnalyticsEndpoint>(
  endpoint: E,
  token: string,
  signal?: AbortSignal,
): Promise<AnalyticsData<E>> {
  const data = await adminRequest(`/api/admin/analytics/${endpoint}`, token, {
    ...(signal ? { signal } : {}),
  });
  return ANALYTICS_ENDPOINTS[endpoint].parse(data) as AnalyticsData<E>;
}

export function analyticsQueryOptions<E extends AnalyticsEndpoint>(
  endpoint: E,
  token: string | null,
) {
  return queryOptions({
    queryKey: ['admin', 'analytics', endpoint],
    queryFn: ({ signal }) => getAnalytics(endpoint, token ?? '', signal),
    enabled: token !== null,
  });
}

/**
 * One analytics reply, loaded when the component mounts and again on `refetch`. The tabs stay
 * mounted once visited (SPEC.md: each loads on first visit and is kept), so a tab's data is
 * fetched once per visit of the screen.
 */
export function useAnalytics<E extends AnalyticsEndpoint>(endpoint: E) {
  return useQuery(analyticsQueryOptions(endpoint, useAdminToken()));
}
