import {
  classBulkInputSchema,
  classListQuerySchema,
  classSchema,
  listedClassSchema,
  successResponse,
  type Permission,
} from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ClassesService } from './class-service';
import { classesSeenBy } from './class-visible-codes';
import { classEntity } from './classes';
import { createRoute, rowRoutes } from './routes';

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

  createRoute(app, classEntity, classes);

  app.post(
    '/api/admin/classes/bulk',
    {
      config: { adminAccess: 'manage_study' },
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

  rowRoutes(app, classEntity, classes);
};
