import { compareAnalyticsSchema, compareFilteredQuerySchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CompareService } from './service';

/** GET /api/admin/analytics/compare?by&score and the filters: a score compared between groups. */
export const compareRoutes: FastifyPluginAsyncZod<{ compareAnalytics: CompareService }> = async (
  app,
  { compareAnalytics },
) => {
  app.get(
    '/api/admin/analytics/compare',
    {
      config: { adminAccess: 'view_analytics' },
      schema: {
        querystring: compareFilteredQuerySchema,
        response: { 200: successResponse(compareAnalyticsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await compareAnalytics.read(request.query),
    }),
  );
};
