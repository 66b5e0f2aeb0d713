import { healthSchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../http/errors';
import type { HealthService } from './service';

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (
  app,
  { health },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        response: { 200: successResponse(healthSchema) },
      },
    },
    async (request) => {
      try {
        return { success: true as const, data: await health.check() };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        throw new ApiError(503, 'database.unavailable');
      }
    },
  );
};
