import { reliabilityAnalyticsSchema } from '@prca/core';
import { figuresRoute } from '../figures-route';
import type { ReliabilityService } from './service';

/** GET /api/admin/analytics/reliability: SPEC.md "Reliability screen". */
export const reliabilityRoutes = figuresRoute(
  '/api/admin/analytics/reliability',
  reliabilityAnalyticsSchema,
  ({ reliabilityAnalytics }: { reliabilityAnalytics: ReliabilityService }, filters) =>
    reliabilityAnalytics.read(filters),
);
