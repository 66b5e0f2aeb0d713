import { demographicsAnalyticsSchema } from '@prca/core';
import { figuresRoute } from '../figures-route';
import type { DemographicsService } from './service';

/** GET /api/admin/analytics/demographics: who answered (SPEC.md "Admin analytics"). */
export const demographicsRoutes = figuresRoute(
  '/api/admin/analytics/demographics',
  demographicsAnalyticsSchema,
  ({ demographicsAnalytics }: { demographicsAnalytics: DemographicsService }, filters) =>
    demographicsAnalytics.read(filters),
);
