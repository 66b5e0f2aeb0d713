import { otherCausesAnalyticsSchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OtherCausesService } from './service';

/** GET /api/admin/analytics/other-causes: the causes respondents wrote in their own words. */
export const otherCausesRoutes: FastifyPluginAsyncZod<{
  otherCausesAnalytics: OtherCausesService;
}> = async (app, { otherCausesAnalytics }) => {
  app.get(
    '/api/admin/analytics/other-causes',
    {
      config: { adminAccess: 'view_analytics' },
      schema: { response: { 200: successResponse(otherCausesAnalyticsSchema) } },
    },
    async () => ({ success: true as const, data: await otherCausesAnalytics.read() }),
  );
};
