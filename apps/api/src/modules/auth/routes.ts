import { successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * GET /api/auth/status: whether sign-in with an identity provider is offered, so the web app
 * shows the button only when it works. Provider sign-in itself is not built yet, so it is off.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/status',
    {
      schema: {
        response: {
          200: successResponse(
            z.object({ providerSignIn: z.boolean(), authenticated: z.boolean() }),
          ),
        },
      },
    },
    async () => ({
      success: true as const,
      data: { providerSignIn: false, authenticated: false },
    }),
  );
};
