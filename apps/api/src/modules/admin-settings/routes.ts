import { adminSettingsChangesSchema, adminSettingsReplySchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SettingsService } from '../settings/service';

const access = { adminAccess: 'manage_settings' } as const;
const settingsReply = successResponse(adminSettingsReplySchema);

/**
 * GET and PUT /api/admin/settings: the run-time settings, for a settings manager, with the
 * information sheet in force (and its version) and whether a class code is required now.
 */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/api/admin/settings',
    { config: access, schema: { response: { 200: settingsReply } } },
    async () => ({ success: true as const, data: await settings.adminView() }),
  );

  app.put(
    '/api/admin/settings',
    {
      config: access,
      schema: { body: adminSettingsChangesSchema, response: { 200: settingsReply } },
    },
    async (request) => ({
      success: true as const,
      data: await settings.update(request.admin!, request.body),
    }),
  );
};
