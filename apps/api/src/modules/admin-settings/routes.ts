import { adminSettingsChangesSchema, adminSettingsSchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SettingsService } from '../settings/service';

const access = { adminAccess: 'manage_settings' } as const;

/** GET and PUT /api/admin/settings: the run-time settings, for a settings manager. */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/api/admin/settings',
    { config: access, schema: { response: { 200: successResponse(adminSettingsSchema) } } },
    async () => ({ success: true as const, data: await settings.all() }),
  );

  app.put(
    '/api/admin/settings',
    {
      config: access,
      schema: {
        body: adminSettingsChangesSchema,
        response: { 200: successResponse(adminSettingsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await settings.update(request.admin!, request.body),
    }),
  );
};
