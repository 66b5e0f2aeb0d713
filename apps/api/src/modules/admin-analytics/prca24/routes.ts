import { prca24AnalyticsSchema } from '@prca/core';
import { figuresRoute } from '../figures-route';
import type { Prca24Service } from './service';

/** GET /api/admin/analytics/prca24: statistics of the total, report bands, context means. */
export const prca24Routes = figuresRoute(
  '/api/admin/analytics/prca24',
  prca24AnalyticsSchema,
  ({ prca24Analytics }: { prca24Analytics: Prca24Service }, filters) =>
    prca24Analytics.read(filters),
);
