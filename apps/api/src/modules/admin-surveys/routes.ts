import {
  adminSurveyResultSchema,
  adminSurveysPageSchema,
  adminSurveysQuerySchema,
  bulkDeleteResultSchema,
  bulkDeleteSchema,
  deletedRecordSchema,
  successResponse,
  surveysExportQuerySchema,
} from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { AdminSurveysService } from './service';

const idParams = z.object({ id: z.uuid() });

/** Admin views of the responses (SPEC.md section 7, /api/admin/surveys). */
export const adminSurveyRoutes: FastifyPluginAsyncZod<{
  adminSurveys: AdminSurveysService;
}> = async (app, { adminSurveys }) => {
  app.get(
    '/api/admin/surveys',
    {
      config: { adminAccess: 'view_surveys' },
      schema: {
        querystring: adminSurveysQuerySchema,
        response: { 200: successResponse(adminSurveysPageSchema) },
      },
    },
    async (request) => {
      const { page, limit, email, ...filters } = request.query;
      const data = await adminSurveys.list(filters, email || undefined, page, limit);
      return { success: true as const, data };
    },
  );

  // Registered before /:id so that the static path wins.
  app.delete(
    '/api/admin/surveys/bulk-delete',
    {
      config: { adminAccess: 'manage_surveys' },
      schema: {
        body: bulkDeleteSchema,
        response: { 200: successResponse(bulkDeleteResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await adminSurveys.deleteMany(request.admin!.id, request.body.surveyIds),
    }),
  );

  app.get(
    '/api/admin/surveys/:id',
    {
      config: { adminAccess: 'view_surveys' },
      schema: { params: idParams, response: { 200: successResponse(adminSurveyResultSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await adminSurveys.get(request.params.id),
    }),
  );

  app.delete(
    '/api/admin/surveys/:id',
    {
      config: { adminAccess: 'manage_surveys' },
      schema: { params: idParams, response: { 200: successResponse(deletedRecordSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { id: await adminSurveys.delete(request.admin!.id, request.params.id) },
    }),
  );

  app.get(
    '/api/admin/surveys/export',
    { config: { adminAccess: 'export_data' }, schema: { querystring: surveysExportQuerySchema } },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const file = await adminSurveys.export(request.admin!.id, format, filters);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header(
          'content-type',
          format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        )
        .header('content-disposition', `attachment; filename="surveys_export_${date}.${format}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(file));
    },
  );
};
