import { successResponse, trendsAnalyticsSchema, trendsQuerySchema } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TrendsService } from './service';

/** GET /api/admin/analytics/trends?startDate&endDate: responses per day and per month. */
export const trendsRoutes: FastifyPluginAsyncZod<{ trendsAnalytics: TrendsService }> = async (
  app,
  { trendsAnalytics },
) => {
  app.get(
    '/api/admin/analytics/trends',
    {
      config: { adminAccess: 'view_analytics' },
      schema: {
        querystring: trendsQuerySchema,
        response: { 200: successResponse(trendsAnalyticsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await trendsAnalytics.read(request.query),
    }),
  );
};
