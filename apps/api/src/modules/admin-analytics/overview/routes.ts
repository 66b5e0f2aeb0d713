import { overviewStatsSchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OverviewService } from './service';

/** GET /api/admin/analytics/overview: the dashboard's cards (any signed-in admin). */
export const overviewRoutes: FastifyPluginAsyncZod<{ overview: OverviewService }> = async (
  app,
  { overview },
) => {
  app.get(
    '/api/admin/analytics/overview',
    {
      config: { adminAccess: 'signedIn' },
      schema: { response: { 200: successResponse(overviewStatsSchema) } },
    },
    async () => ({ success: true as const, data: await overview.stats() }),
  );
};
