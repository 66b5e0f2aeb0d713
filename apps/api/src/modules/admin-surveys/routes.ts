import {
  adminSurveyResultSchema,
  adminSurveysPageSchema,
  adminSurveysQuerySchema,
  bulkDeleteResultSchema,
  bulkDeleteSchema,
  deletedRecordSchema,
  emailLookupResultSchema,
  emailLookupSchema,
  qualityOverrideChangeSchema,
  successResponse,
  surveysExportQuerySchema,
} from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAttachment } from '../../http/attachment';
import { z } from 'zod';
import { ApiError } from '../../http/errors';
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
      const { page, limit, ...filters } = request.query;
      const data = await adminSurveys.list(filters, page, limit);
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

  // A student's own request for their data or its erasure (issue 27). The address travels in
  // the body, which no log records; the service lets only a super administrator through.
  app.post(
    '/api/admin/surveys/lookup-by-email',
    {
      config: { adminAccess: 'manage_surveys' },
      schema: {
        body: emailLookupSchema,
        response: { 200: successResponse(emailLookupResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await adminSurveys.lookupByEmail(request.admin!, request.body),
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

  // A researcher keeps or excludes one response whatever its flags (issue 17): review_quality,
  // which researchers hold; the response's answers stay as they are.
  app.put(
    '/api/admin/surveys/:id/quality',
    {
      config: { adminAccess: 'review_quality' },
      schema: {
        params: idParams,
        body: qualityOverrideChangeSchema,
        response: { 200: successResponse(adminSurveyResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await adminSurveys.setQualityOverride(
        request.admin!.id,
        request.params.id,
        request.body.override,
        request.body.reason,
      ),
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
      const { format, labels, ...filters } = request.query;
      if (format === 'package') {
        const { filename, file } = await adminSurveys.exportPackage(request.admin!.id, filters, {
          labels: labels ?? 'vi',
        });
        return sendAttachment(reply, 'application/zip', filename, file);
      }
      if (labels !== undefined) {
        throw new ApiError(400, 'admin.packageOnlyOption');
      }
      const file = await adminSurveys.export(request.admin!.id, format, filters);
      const date = new Date().toISOString().slice(0, 10);
      return sendAttachment(
        reply,
        format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        `surveys_export_${date}.${format}`,
        file,
      );
    },
  );
};
