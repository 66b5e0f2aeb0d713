import { analyticsFiltersSchema, itemsAnalyticsSchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ItemsService } from './service';

/** GET /api/admin/analytics/items and the filters: each item's statistics and correlations. */
export const itemsRoutes: FastifyPluginAsyncZod<{ itemsAnalytics: ItemsService }> = async (
  app,
  { itemsAnalytics },
) => {
  app.get(
    '/api/admin/analytics/items',
    {
      config: { adminAccess: 'view_analytics' },
      schema: {
        querystring: analyticsFiltersSchema,
        response: { 200: successResponse(itemsAnalyticsSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await itemsAnalytics.read(request.query) }),
  );
};
