import {
  adminLoginReplySchema,
  adminLoginSchema,
  ownPasswordChangeSchema,
  signedInAdminSchema,
  successOnlyResponseSchema,
  successResponse,
} from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { bearerToken } from '../auth/tokens';
import { toProfile, type AdminAuthService } from './service';

/** Admin login, profile and logout (SPEC.md section 7). */
export const adminAuthRoutes: FastifyPluginAsyncZod<{
  adminAuth: AdminAuthService;
  config: Pick<Config, 'ANALYTICS_TIME_ZONE'>;
}> = async (app, { adminAuth: service, config }) => {
  const timeZone = config.ANALYTICS_TIME_ZONE;
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
      const { admin, token } = await service.login(username, password, request.ip);
      return {
        success: true as const,
        data: { admin: { ...admin, timeZone }, token },
        message: 'Login successful',
      };
    },
  );

  app.get(
    '/api/admin/auth/me',
    {
      config: { adminAccess: 'signedIn', scopedAccess: 'open' },
      schema: { response: { 200: successResponse(signedInAdminSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: { ...toProfile(request.admin!), timeZone },
    }),
  );

  // Every account, a counsellor's included, changes its own password (issue 29).
  app.post(
    '/api/admin/auth/password',
    {
      config: { adminAccess: 'signedIn', scopedAccess: 'open' },
      schema: { body: ownPasswordChangeSchema, response: { 200: successOnlyResponseSchema } },
    },
    async (request) => {
      await service.changeOwnPassword(
        request.admin!,
        bearerToken(request)!,
        request.body,
        request.ip,
      );
      return { success: true as const };
    },
  );

  app.post(
    '/api/admin/auth/logout',
    {
      config: { adminAccess: 'signedIn', scopedAccess: 'open' },
      schema: { response: { 200: successOnlyResponseSchema } },
    },
    async (request) => {
      await service.logout(bearerToken(request)!);
      return { success: true as const };
    },
  );
};
