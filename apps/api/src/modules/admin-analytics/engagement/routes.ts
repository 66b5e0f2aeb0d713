import { engagementAnalyticsSchema } from '@prca/core';
import { figuresRoute } from '../figures-route';
import type { EngagementService } from './service';

/** GET /api/admin/analytics/engagement: sessions started, completed, abandoned, and where. */
export const engagementRoutes = figuresRoute(
  '/api/admin/analytics/engagement',
  engagementAnalyticsSchema,
  ({ engagementAnalytics }: { engagementAnalytics: EngagementService }, filters) =>
    engagementAnalytics.read(filters),
);
