import { overviewStatsSchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { toOverviewStats } from './service';
import { readOverviewCounts } from './repository';

/** GET /api/admin/analytics/overview: the dashboard's cards (any signed-in admin). */
export const adminOverviewRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/analytics/overview',
    {
      config: { adminAccess: 'signedIn' },
      schema: { response: { 200: successResponse(overviewStatsSchema) } },
    },
    async () => ({
      success: true as const,
      data: toOverviewStats(await readOverviewCounts(db, new Date())),
    }),
  );
};
