import { engagementAnalyticsSchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EngagementService } from './service';

/** GET /api/admin/analytics/engagement: sessions started, completed, abandoned, and where. */
export const engagementRoutes: FastifyPluginAsyncZod<{
  engagementAnalytics: EngagementService;
}> = async (app, { engagementAnalytics }) => {
  app.get(
    '/api/admin/analytics/engagement',
    {
      config: { adminAccess: 'view_analytics' },
      schema: { response: { 200: successResponse(engagementAnalyticsSchema) } },
    },
    async () => ({ success: true as const, data: await engagementAnalytics.read() }),
  );
};
