import { trendsAnalyticsSchema, trendsQuerySchema } from '@prca/core';
import { figuresRoute } from '../figures-route';
import type { TrendsService } from './service';

/** GET /api/admin/analytics/trends?from&to and the other filters: responses per day and month. */
export const trendsRoutes = figuresRoute(
  '/api/admin/analytics/trends',
  trendsAnalyticsSchema,
  ({ trendsAnalytics }: { trendsAnalytics: TrendsService }, query) => trendsAnalytics.read(query),
  { query: trendsQuerySchema },
);
