import { compareAnalyticsSchema, compareFilteredQuerySchema } from '@prca/core';
import { figuresRoute } from '../figures-route';
import type { CompareService } from './service';

/** GET /api/admin/analytics/compare?by&score and the filters: a score compared between groups. */
export const compareRoutes = figuresRoute(
  '/api/admin/analytics/compare',
  compareAnalyticsSchema,
  ({ compareAnalytics }: { compareAnalytics: CompareService }, query) =>
    compareAnalytics.read(query),
  { query: compareFilteredQuerySchema },
);
