import { otherCausesAnalyticsSchema } from '@prca/core';
import { figuresRoute } from '../figures-route';
import type { OtherCausesService } from './service';

/** GET /api/admin/analytics/other-causes: the causes respondents wrote in their own words. */
export const otherCausesRoutes = figuresRoute(
  '/api/admin/analytics/other-causes',
  otherCausesAnalyticsSchema,
  ({ otherCausesAnalytics }: { otherCausesAnalytics: OtherCausesService }, filters) =>
    otherCausesAnalytics.read(filters),
);
