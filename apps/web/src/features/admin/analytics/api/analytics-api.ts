import {
  demographicsAnalyticsSchema,
  engagementAnalyticsSchema,
  otherCausesAnalyticsSchema,
  prca24AnalyticsSchema,
  reliabilityAnalyticsSchema,
  sectionBAnalyticsSchema,
  trendsAnalyticsSchema,
} from '@prca/core';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';
import type { AdminAuth } from '../../api/use-admin-api';

/** The analytics endpoints under /api/admin/analytics, each with the contract it answers. */
export const ANALYTICS_ENDPOINTS = {
  reliability: reliabilityAnalyticsSchema,
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
export async function fetchAnalytics<E extends AnalyticsEndpoint>(
  endpoint: E,
  auth: AdminAuth,
  signal?: AbortSignal,
): Promise<AnalyticsData<E>> {
  const data = await apiRequest<unknown>(`/api/admin/analytics/${endpoint}`, {
    ...auth,
    ...(signal ? { signal } : {}),
  });
  return ANALYTICS_ENDPOINTS[endpoint].parse(data) as AnalyticsData<E>;
}
