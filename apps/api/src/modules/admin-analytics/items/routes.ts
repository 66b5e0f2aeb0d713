import { itemsAnalyticsSchema } from '@prca/core';
import { figuresRoute } from '../figures-route';
import type { ItemsService } from './service';

/** GET /api/admin/analytics/items: each item's statistics and the correlations (issue 18). */
export const itemsRoutes = figuresRoute(
  '/api/admin/analytics/items',
  itemsAnalyticsSchema,
  ({ itemsAnalytics }: { itemsAnalytics: ItemsService }) => itemsAnalytics.read(),
);
