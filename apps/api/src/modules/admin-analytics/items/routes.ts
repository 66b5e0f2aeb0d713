import { itemsAnalyticsSchema } from '@prca/core';
import { figuresRoute } from '../figures-route';
import type { ItemsService } from './service';

/** GET /api/admin/analytics/items and the filters: each item's statistics and correlations. */
export const itemsRoutes = figuresRoute(
  '/api/admin/analytics/items',
  itemsAnalyticsSchema,
  ({ itemsAnalytics }: { itemsAnalytics: ItemsService }, filters) => itemsAnalytics.read(filters),
);
