import { analyticsFiltersSchema, normsAnalyticsSchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NormsService } from './service';

/** GET /api/admin/analytics/norms and the filters: the scores beside McCroskey's norms. */
export const normsRoutes: FastifyPluginAsyncZod<{ normsAnalytics: NormsService }> = async (
  app,
  { normsAnalytics },
) => {
  app.get(
    '/api/admin/analytics/norms',
    {
      config: { adminAccess: 'view_analytics' },
      schema: {
        querystring: analyticsFiltersSchema,
        response: { 200: successResponse(normsAnalyticsSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await normsAnalytics.read(request.query) }),
  );
};
