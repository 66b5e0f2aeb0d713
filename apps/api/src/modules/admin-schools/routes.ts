import { deletedRecordSchema, schoolInputSchema, schoolSchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SchoolsService } from './service';

const idParams = z.object({ id: z.uuid().toLowerCase() });
const schoolReply = successResponse(schoolSchema);
const manage = { adminAccess: 'manage_study' } as const;

/**
 * /api/admin/schools. Every signed-in admin may list them (the analytics filter names them);
 * changing them takes manage_study.
 */
export const adminSchoolRoutes: FastifyPluginAsyncZod<{ schools: SchoolsService }> = async (
  app,
  { schools },
) => {
  app.get(
    '/api/admin/schools',
    {
      config: { adminAccess: 'signedIn' },
      schema: { response: { 200: successResponse(z.array(schoolSchema)) } },
    },
    async () => ({ success: true as const, data: await schools.list() }),
  );

  app.post(
    '/api/admin/schools',
    { config: manage, schema: { body: schoolInputSchema, response: { 201: schoolReply } } },
    async (request, reply) => {
      const school = await schools.create(request.admin!.id, request.body);
      return reply.code(201).send({ success: true, data: school });
    },
  );

  app.put(
    '/api/admin/schools/:id',
    {
      config: manage,
      schema: { params: idParams, body: schoolInputSchema, response: { 200: schoolReply } },
    },
    async (request) => ({
      success: true as const,
      data: await schools.update(request.admin!.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/schools/:id',
    {
      config: manage,
      schema: { params: idParams, response: { 200: successResponse(deletedRecordSchema) } },
    },
    async (request) => {
      await schools.remove(request.admin!.id, request.params.id);
      return { success: true as const, data: { id: request.params.id } };
    },
  );
};
