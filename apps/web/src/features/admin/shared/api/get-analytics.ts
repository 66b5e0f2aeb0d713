import {
  demographicsAnalyticsSchema,
  engagementAnalyticsSchema,
  itemsAnalyticsSchema,
  normsAnalyticsSchema,
  otherCausesAnalyticsSchema,
  prca24AnalyticsSchema,
  reliabilityWithOmegaAnalyticsSchema,
  sectionBAnalyticsSchema,
  trendsAnalyticsSchema,
  type AnalyticsFilters,
} from '@prca/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminRequest } from './admin-request';
import { filterSearch } from '../filters/filter-params';
import { useFilters } from '../filters/use-filters';
import { useAdminToken } from '../session/admin-session-context';

/**
 * The analytics endpoints under /api/admin/analytics, each with the contract it answers. One
 * call with the endpoint as its parameter: they differ in nothing else.
 */
export const ANALYTICS_ENDPOINTS = {
  reliability: reliabilityWithOmegaAnalyticsSchema,
  prca24: prca24AnalyticsSchema,
  demographics: demographicsAnalyticsSchema,
  sectionb: sectionBAnalyticsSchema,
  trends: trendsAnalyticsSchema,
  engagement: engagementAnalyticsSchema,
  'other-causes': otherCausesAnalyticsSchema,
  // The statistics screen's item statistics and norms (issue 18).
  items: itemsAnalyticsSchema,
  norms: normsAnalyticsSchema,
} as const;

export type AnalyticsEndpoint = keyof typeof ANALYTICS_ENDPOINTS;
export type AnalyticsData<E extends AnalyticsEndpoint> = z.output<(typeof ANALYTICS_ENDPOINTS)[E]>;

/** GET /api/admin/analytics/{endpoint} for the filters' subset, checked against the contract. */
export async function getAnalytics<E extends AnalyticsEndpoint>(
  endpoint: E,
  filters: AnalyticsFilters,
  token: string,
  signal?: AbortSignal,
): Promise<AnalyticsData<E>> {
  const search = filterSearch(filters);
  const path = `/api/admin/analytics/${endpoint}${search ? `?${search}` : ''}`;
  const data = await adminRequest(path, token, {
    ...(signal ? { signal } : {}),
  });
  return ANALYTICS_ENDPOINTS[endpoint].parse(data) as AnalyticsData<E>;
}

export function analyticsQueryOptions<E extends AnalyticsEndpoint>(
  endpoint: E,
  filters: AnalyticsFilters,
  token: string | null,
) {
  return queryOptions({
    queryKey: ['admin', 'analytics', endpoint, filters],
    queryFn: ({ signal }) => getAnalytics(endpoint, filters, token ?? '', signal),
    enabled: token !== null,
    // Other filters keep the figures on screen (with the wait shown) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/**
 * One analytics reply for the address's filters, loaded when the component mounts, when the
 * filters change and on `refetch`. The tabs stay mounted once visited (SPEC.md: each loads on
 * first visit and is kept), so a tab's data is fetched once per visit and subset.
 */
export function useAnalytics<E extends AnalyticsEndpoint>(endpoint: E) {
  return useQuery(analyticsQueryOptions(endpoint, useFilters().filters, useAdminToken()));
}
