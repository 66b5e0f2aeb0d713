import { overviewStatsSchema } from '@prca/core';
import { figuresRoute } from '../figures-route';
import type { OverviewService } from './service';

/** GET /api/admin/analytics/overview: the dashboard's cards (any signed-in admin). */
export const overviewRoutes = figuresRoute(
  '/api/admin/analytics/overview',
  overviewStatsSchema,
  ({ overview }: { overview: OverviewService }, filters) => overview.stats(filters),
  { access: 'signedIn' },
);
