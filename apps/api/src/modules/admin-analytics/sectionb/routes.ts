import { sectionBAnalyticsSchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SectionBService } from './service';

/** GET /api/admin/analytics/sectionb: what respondents said in section B (awareness, causes, impact). */
export const sectionBRoutes: FastifyPluginAsyncZod<{ sectionBAnalytics: SectionBService }> = async (
  app,
  { sectionBAnalytics },
) => {
  app.get(
    '/api/admin/analytics/sectionb',
    {
      config: { adminAccess: 'view_analytics' },
      schema: { response: { 200: successResponse(sectionBAnalyticsSchema) } },
    },
    async () => ({ success: true as const, data: await sectionBAnalytics.read() }),
  );
};
