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
import type { Database } from '../../db/client';
import { recordAudit } from '../../audit/audit-log';
import { ApiError } from '../../http/errors';
import { toStoredResult } from '../surveys/mapping';
import { createSurveyRepository } from '../surveys/repository';
import { exportCsv, exportJson } from './export';
import { createAdminSurveysRepository } from './repository';

const idParams = z.object({ id: z.uuid() });

/** Admin views of the responses (SPEC.md section 7, /api/admin/surveys). */
export const adminSurveyRoutes: FastifyPluginAsyncZod<{ db: Database; timeZone: string }> = async (
  app,
  { db, timeZone },
) => {
  const responses = createAdminSurveysRepository(db, timeZone);
  const surveys = createSurveyRepository(db);
  const toAdminResult = (row: Parameters<typeof toStoredResult>[0]) => ({
    ...toStoredResult(row),
    email: row.email,
    signedIn: row.userId !== null,
  });

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
      const { rows, total } = await responses.page(filters, email || undefined, page, limit);
      return {
        success: true as const,
        data: { surveys: rows.map(toAdminResult), pagination: { page, limit, total } },
      };
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
    async (request) => {
      const ids = await responses.deleteMany([...new Set(request.body.surveyIds)]);
      await recordAudit(db, {
        adminId: request.admin!.id,
        action: 'surveys.bulkDelete',
        details: { ids },
      });
      return { success: true as const, data: { deleted: ids.length, ids } };
    },
  );

  app.get(
    '/api/admin/surveys/:id',
    {
      config: { adminAccess: 'view_surveys' },
      schema: { params: idParams, response: { 200: successResponse(adminSurveyResultSchema) } },
    },
    async (request) => {
      const row = await surveys.findById(request.params.id);
      if (!row) throw new ApiError(404, 'survey.notFound');
      return { success: true as const, data: toAdminResult(row) };
    },
  );

  app.delete(
    '/api/admin/surveys/:id',
    {
      config: { adminAccess: 'manage_surveys' },
      schema: { params: idParams, response: { 200: successResponse(deletedRecordSchema) } },
    },
    async (request) => {
      const [deleted] = await responses.deleteMany([request.params.id]);
      if (!deleted) throw new ApiError(404, 'survey.notFound');
      await recordAudit(db, {
        adminId: request.admin!.id,
        action: 'surveys.delete',
        target: deleted,
      });
      return { success: true as const, data: { id: deleted } };
    },
  );

  app.get(
    '/api/admin/surveys/export',
    { config: { adminAccess: 'export_data' }, schema: { querystring: surveysExportQuerySchema } },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      await recordAudit(db, {
        adminId: request.admin!.id,
        action: 'surveys.export',
        details: { format, filters },
      });
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header(
          'content-type',
          format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        )
        .header('content-disposition', `attachment; filename="surveys_export_${date}.${format}"`)
        .header('cache-control', 'no-store')
        .send(
          Readable.from(
            format === 'csv' ? exportCsv(db, filters, timeZone) : exportJson(db, filters, timeZone),
          ),
        );
    },
  );
};
