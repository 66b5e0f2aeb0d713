import { reportClassListSchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ClassListService } from './service';

/** GET /api/admin/reports/classes: the classes one may report on (the counsellor's dashboard). */
export const classListRoutes: FastifyPluginAsyncZod<{ classLists: ClassListService }> = async (
  app,
  { classLists },
) => {
  app.get(
    '/api/admin/reports/classes',
    {
      config: { adminAccess: 'view_analytics', scopedAccess: 'own' },
      schema: {
        querystring: z.strictObject({}),
        response: { 200: successResponse(reportClassListSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await classLists.read(request.scope) }),
  );
};
