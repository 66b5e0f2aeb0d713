import {
  adminLoginReplySchema,
  adminLoginSchema,
  adminProfileSchema,
  successOnlyResponseSchema,
  successResponse,
} from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../auth/tokens';
import { toProfile, type AdminAuthService } from './service';

/** Admin login, profile and logout (SPEC.md section 7). */
export const adminAuthRoutes: FastifyPluginAsyncZod<{ adminAuth: AdminAuthService }> = async (
  app,
  { adminAuth: service },
) => {
  app.post(
    '/api/admin/auth/login',
    {
      config: { adminAccess: 'public' },
      schema: {
        body: adminLoginSchema,
        response: { 200: adminLoginReplySchema },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const data = await service.login(username, password, request.ip);
      return { success: true as const, data, message: 'Login successful' };
    },
  );

  app.get(
    '/api/admin/auth/me',
    {
      config: { adminAccess: 'signedIn' },
      schema: { response: { 200: successResponse(adminProfileSchema) } },
    },
    async (request) => ({ success: true as const, data: toProfile(request.admin!) }),
  );

  app.post(
    '/api/admin/auth/logout',
    {
      config: { adminAccess: 'signedIn' },
      schema: { response: { 200: successOnlyResponseSchema } },
    },
    async (request) => {
      await service.logout(bearerToken(request)!);
      return { success: true as const };
    },
  );
};
