import {
  classBulkInputSchema,
  classInputSchema,
  classListQuerySchema,
  classSchema,
  classUpdateSchema,
  deletedRecordSchema,
  successResponse,
} from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ClassesService } from './service';

const idParams = z.object({ id: z.uuid().toLowerCase() });
const classReply = successResponse(classSchema);
const manage = { adminAccess: 'manage_study' } as const;

/**
 * /api/admin/classes. Every signed-in admin may list them (the analytics filter names them);
 * creating, changing, closing and deleting take manage_study.
 */
export const adminClassRoutes: FastifyPluginAsyncZod<{ classes: ClassesService }> = async (
  app,
  { classes },
) => {
  app.get(
    '/api/admin/classes',
    {
      config: { adminAccess: 'signedIn' },
      schema: {
        querystring: classListQuerySchema,
        response: { 200: successResponse(z.array(classSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await classes.list({ schoolId: request.query.school, waveId: request.query.wave }),
    }),
  );

  app.post(
    '/api/admin/classes',
    { config: manage, schema: { body: classInputSchema, response: { 201: classReply } } },
    async (request, reply) => {
      const created = await classes.create(request.admin!.id, request.body);
      return reply.code(201).send({ success: true, data: created });
    },
  );

  app.post(
    '/api/admin/classes/bulk',
    {
      config: manage,
      schema: {
        body: classBulkInputSchema,
        response: { 201: successResponse(z.array(classSchema)) },
      },
    },
    async (request, reply) => {
      const created = await classes.createBulk(request.admin!.id, request.body);
      return reply.code(201).send({ success: true, data: created });
    },
  );

  app.put(
    '/api/admin/classes/:id',
    {
      config: manage,
      schema: { params: idParams, body: classUpdateSchema, response: { 200: classReply } },
    },
    async (request) => ({
      success: true as const,
      data: await classes.update(request.admin!.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/classes/:id',
    {
      config: manage,
      schema: { params: idParams, response: { 200: successResponse(deletedRecordSchema) } },
    },
    async (request) => {
      await classes.remove(request.admin!.id, request.params.id);
      return { success: true as const, data: { id: request.params.id } };
    },
  );
};
