import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { recordAudit } from '../audit/record';
import { exportCsv, exportJson } from './export';
import { responseFiltersSchema } from './filters';

const exportQuery = responseFiltersSchema.extend({
  format: z.enum(['csv', 'json'], { error: 'The format must be csv or json.' }),
});

/** Admin views of the responses (SPEC.md section 7, /api/admin/surveys). */
export const adminSurveyRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/surveys/export',
    { config: { adminAccess: 'export_data' }, schema: { querystring: exportQuery } },
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
        .send(Readable.from(format === 'csv' ? exportCsv(db, filters) : exportJson(db, filters)));
    },
  );
};
