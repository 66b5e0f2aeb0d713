/**
 * The admin analytics endpoints of issue 6 and the goals it sets. Every endpoint is listed
 * whether or not it is built yet: one that answers 404 is reported as "not built", and is
 * measured as soon as it exists.
 */
export interface AnalyticsEndpoint {
  name: string;
  path: string;
}

export const ANALYTICS_ENDPOINTS: readonly AnalyticsEndpoint[] = [
  { name: 'overview', path: '/api/admin/analytics/overview' },
  { name: 'reliability', path: '/api/admin/analytics/reliability' },
  { name: 'prca24', path: '/api/admin/analytics/prca24' },
  // Without startDate and endDate: the server's default period.
  { name: 'trends', path: '/api/admin/analytics/trends' },
  { name: 'engagement', path: '/api/admin/analytics/engagement' },
  { name: 'demographics', path: '/api/admin/analytics/demographics' },
  { name: 'sectionb', path: '/api/admin/analytics/sectionb' },
  { name: 'other-causes', path: '/api/admin/analytics/other-causes' },
  // Issue 18's research statistics, unfiltered.
  { name: 'compare', path: '/api/admin/analytics/compare?by=grade&score=total' },
  { name: 'items', path: '/api/admin/analytics/items' },
  { name: 'norms', path: '/api/admin/analytics/norms' },
];

/** Issue 6, "Scale": every analytics endpoint under 300 ms with 100,000 responses. */
const EVERY_ENDPOINT_AT_100K = { responses: 100_000, medianBelowMs: 300 };
/** Issue 6: with 1,000,000 responses, reliability under 2 s and the API under 300 MB. */
const RELIABILITY_AT_1M = { responses: 1_000_000, endpoint: 'reliability', medianBelowMs: 2_000 };
const MEMORY_AT_1M = { responses: 1_000_000, peakRssBelowMb: 300 };
/** Issue 18: each research statistics endpoint under 1 s with 1,000,000 responses. */
const STATISTICS_AT_1M = {
  responses: 1_000_000,
  endpoints: ['compare', 'items', 'norms'],
  medianBelowMs: 1_000,
};

/** The latency goal for an endpoint at a size, in milliseconds (of the median), if any. */
export function latencyGoalMs(responses: number, endpoint: string): number | undefined {
  if (responses === RELIABILITY_AT_1M.responses && endpoint === RELIABILITY_AT_1M.endpoint) {
    return RELIABILITY_AT_1M.medianBelowMs;
  }
  if (responses === STATISTICS_AT_1M.responses && STATISTICS_AT_1M.endpoints.includes(endpoint)) {
    return STATISTICS_AT_1M.medianBelowMs;
  }
  if (responses === EVERY_ENDPOINT_AT_100K.responses) return EVERY_ENDPOINT_AT_100K.medianBelowMs;
  return undefined;
}

/** The memory goal for the API's peak resident set at a size, in MB, if any. */
export function memoryGoalMb(responses: number): number | undefined {
  return responses === MEMORY_AT_1M.responses ? MEMORY_AT_1M.peakRssBelowMb : undefined;
}
