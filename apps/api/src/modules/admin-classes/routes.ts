import {
  classBulkInputSchema,
  classInputSchema,
  classListQuerySchema,
  classSchema,
  classUpdateSchema,
  listedClassSchema,
  deletedRecordSchema,
  successResponse,
  type Permission,
} from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ClassesService } from './service';
import { classesSeenBy } from './visible-codes';

const idParams = z.object({ id: z.uuid().toLowerCase() });
const classReply = successResponse(classSchema);
const manage = { adminAccess: 'manage_study' } as const;

/**
 * /api/admin/classes. Every signed-in admin may list them (the analytics filter names them), but
 * only manage_study sees every code, and a counsellor only its own classes (classesSeenBy);
 * creating, changing, closing and deleting take manage_study.
 */
export const adminClassRoutes: FastifyPluginAsyncZod<{ classes: ClassesService }> = async (
  app,
  { classes },
) => {
  app.get(
    '/api/admin/classes',
    {
      // A counsellor ('own') lists the classes of its scope, to print their sheets.
      config: { adminAccess: 'signedIn', scopedAccess: 'own' },
      schema: {
        querystring: classListQuerySchema,
        response: { 200: successResponse(z.array(listedClassSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: classesSeenBy(
        await classes.list({ schoolId: request.query.school, waveId: request.query.wave }),
        { permissions: request.admin!.permissions as Permission[], scope: request.scope },
      ),
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
