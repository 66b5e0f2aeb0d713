import { sectionBAnalyticsSchema } from '@prca/core';
import { figuresRoute } from '../figures-route';
import type { SectionBService } from './service';

/** GET /api/admin/analytics/sectionb: what respondents said in section B. */
export const sectionBRoutes = figuresRoute(
  '/api/admin/analytics/sectionb',
  sectionBAnalyticsSchema,
  ({ sectionBAnalytics }: { sectionBAnalytics: SectionBService }, filters) =>
    sectionBAnalytics.read(filters),
);
