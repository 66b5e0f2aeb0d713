import { analyticsFiltersSchema, classReportSchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ClassReportService } from './service';

/**
 * GET /api/admin/reports/class and the shared filters: the class report. A researcher may send
 * any filter; for a scoped account the scope layer (admin-auth/scope.ts) has already narrowed
 * the filters to its classes, and `request.scope` makes the service withhold small groups.
 */
export const classReportRoutes: FastifyPluginAsyncZod<{
  classReports: ClassReportService;
}> = async (app, { classReports }) => {
  app.get(
    '/api/admin/reports/class',
    {
      config: { adminAccess: 'view_analytics', scopedAccess: 'filtered' },
      schema: {
        querystring: analyticsFiltersSchema,
        response: { 200: successResponse(classReportSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await classReports.read(request.query, request.scope),
    }),
  );
};
