import { prca24AnalyticsSchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Prca24Service } from './service';

/** GET /api/admin/analytics/prca24: statistics of the total, report bands, context means. */
export const prca24Routes: FastifyPluginAsyncZod<{ prca24Analytics: Prca24Service }> = async (
  app,
  { prca24Analytics },
) => {
  app.get(
    '/api/admin/analytics/prca24',
    {
      config: { adminAccess: 'view_analytics' },
      schema: { response: { 200: successResponse(prca24AnalyticsSchema) } },
    },
    async () => ({ success: true as const, data: await prca24Analytics.read() }),
  );
};
