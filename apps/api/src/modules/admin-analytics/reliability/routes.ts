import { reliabilityAnalyticsSchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReliabilityService } from './service';

/** GET /api/admin/analytics/reliability: SPEC.md "Reliability screen". */
export const reliabilityRoutes: FastifyPluginAsyncZod<{
  reliabilityAnalytics: ReliabilityService;
}> = async (app, { reliabilityAnalytics }) => {
  app.get(
    '/api/admin/analytics/reliability',
    {
      config: { adminAccess: 'view_analytics' },
      schema: { response: { 200: successResponse(reliabilityAnalyticsSchema) } },
    },
    async () => ({ success: true as const, data: await reliabilityAnalytics.read() }),
  );
};
