import {
  adminAccountSchema,
  adminCreateSchema,
  adminUpdateSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  deletedRecordSchema,
  successResponse,
} from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminUsersService } from './service';

// Lower-cased, so that "is this me?" compares like the database does: an id in capitals is
// still one's own.
const idParams = z.object({ id: z.uuid().toLowerCase() });
const accountReply = successResponse(adminAccountSchema);

/** Admin accounts (SPEC.md section 7, /api/admin/users), permission manage_users. */
export const adminUserRoutes: FastifyPluginAsyncZod<{ adminUsers: AdminUsersService }> = async (
  app,
  { adminUsers: users },
) => {
  const access = { adminAccess: 'manage_users' as const };

  app.get(
    '/api/admin/users',
    {
      config: access,
      schema: {
        querystring: adminUsersQuerySchema,
        response: { 200: successResponse(adminUsersPageSchema) },
      },
    },
    async (request) => {
      const { search, page, limit } = request.query;
      return { success: true as const, data: await users.list(search || undefined, page, limit) };
    },
  );

  app.post(
    '/api/admin/users',
    { config: access, schema: { body: adminCreateSchema, response: { 201: accountReply } } },
    async (request, reply) => {
      const account = await users.create(request.admin!.id, request.body);
      return reply.code(201).send({ success: true, data: account });
    },
  );

  app.put(
    '/api/admin/users/:id',
    {
      config: access,
      schema: { params: idParams, body: adminUpdateSchema, response: { 200: accountReply } },
    },
    async (request) => ({
      success: true as const,
      data: await users.update(request.admin!.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/users/:id',
    {
      config: access,
      schema: { params: idParams, response: { 200: successResponse(deletedRecordSchema) } },
    },
    async (request) => {
      await users.remove(request.admin!.id, request.params.id);
      return { success: true as const, data: { id: request.params.id } };
    },
  );
};
