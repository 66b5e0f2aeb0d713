import { adminSettingsSchema, publicSettingsSchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { recordAudit } from '../../audit/audit-log';
import type { SettingKey, SettingsRepository } from '../settings/repository';

/** Settings: what everyone may read, and what a settings manager changes. */
export const settingsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  settings: SettingsRepository;
}> = async (app, { db, settings }) => {
  app.get(
    '/api/settings/public',
    { schema: { response: { 200: successResponse(publicSettingsSchema) } } },
    async () => ({
      success: true as const,
      data: publicSettingsSchema.parse(await settings.all()),
    }),
  );

  app.get(
    '/api/admin/settings',
    {
      config: { adminAccess: 'manage_settings' },
      schema: { response: { 200: successResponse(adminSettingsSchema) } },
    },
    async () => ({ success: true as const, data: await settings.all() }),
  );

  app.put(
    '/api/admin/settings',
    {
      config: { adminAccess: 'manage_settings' },
      schema: {
        body: adminSettingsSchema.partial(),
        response: { 200: successResponse(adminSettingsSchema) },
      },
    },
    async (request) => {
      for (const [key, value] of Object.entries(request.body)) {
        if (value !== undefined) await settings.set(key as SettingKey, value as never);
      }
      await recordAudit(db, {
        adminId: request.admin!.id,
        action: 'settings.update',
        details: request.body,
      });
      return { success: true as const, data: await settings.all() };
    },
  );
};
