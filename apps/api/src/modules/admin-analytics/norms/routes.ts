import { normsAnalyticsSchema } from '@prca/core';
import { figuresRoute } from '../figures-route';
import type { NormsService } from './service';

/** GET /api/admin/analytics/norms: the study's scores beside McCroskey's norms (issue 18). */
export const normsRoutes = figuresRoute(
  '/api/admin/analytics/norms',
  normsAnalyticsSchema,
  ({ normsAnalytics }: { normsAnalytics: NormsService }) => normsAnalytics.read(),
);
