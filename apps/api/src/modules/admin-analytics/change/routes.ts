import { changeAnalyticsSchema, changeQuerySchema } from '@prca/core';
import { figuresRoute } from '../figures-route';
import type { ChangeService } from './service';

/** GET /api/admin/analytics/change?fromWave&toWave and the filters (issue 32). */
export const changeRoutes = figuresRoute(
  '/api/admin/analytics/change',
  changeAnalyticsSchema,
  ({ changeAnalytics }: { changeAnalytics: ChangeService }, query) => changeAnalytics.read(query),
  { query: changeQuerySchema },
);
