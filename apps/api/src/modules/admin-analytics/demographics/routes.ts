import { demographicsAnalyticsSchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DemographicsService } from './service';

/** GET /api/admin/analytics/demographics: who answered (SPEC.md "Admin analytics"). */
export const demographicsRoutes: FastifyPluginAsyncZod<{
  demographicsAnalytics: DemographicsService;
}> = async (app, { demographicsAnalytics }) => {
  app.get(
    '/api/admin/analytics/demographics',
    {
      config: { adminAccess: 'view_analytics' },
      schema: { response: { 200: successResponse(demographicsAnalyticsSchema) } },
    },
    async () => ({ success: true as const, data: await demographicsAnalytics.read() }),
  );
};
