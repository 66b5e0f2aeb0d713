import { publicSettingsSchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SettingsService } from './service';

/** GET /api/settings/public: the settings every visitor may know (is the survey open…). */
export const publicSettingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/api/settings/public',
    { schema: { response: { 200: successResponse(publicSettingsSchema) } } },
    async () => ({ success: true as const, data: await settings.publicSettings() }),
  );
};
