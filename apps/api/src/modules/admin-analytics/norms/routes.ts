import { normsAnalyticsSchema } from '@prca/core';
import { figuresRoute } from '../figures-route';
import type { NormsService } from './service';

/** GET /api/admin/analytics/norms and the filters: the scores beside McCroskey's norms. */
export const normsRoutes = figuresRoute(
  '/api/admin/analytics/norms',
  normsAnalyticsSchema,
  ({ normsAnalytics }: { normsAnalytics: NormsService }, filters) => normsAnalytics.read(filters),
);
