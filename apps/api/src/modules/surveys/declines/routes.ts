import { consentDeclineSchema, successOnlyResponseSchema } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DeclineService } from './service';

/** POST /api/surveys/declines: a student declined to take part; only a count is kept. */
export const surveyDeclineRoutes: FastifyPluginAsyncZod<{
  surveyDeclines: DeclineService;
}> = async (app, { surveyDeclines }) => {
  app.post(
    '/api/surveys/declines',
    {
      schema: {
        body: consentDeclineSchema.nullish(),
        response: { 201: successOnlyResponseSchema },
      },
    },
    async (request, reply) => {
      await surveyDeclines.record(request.body ?? {});
      return reply.code(201).send({ success: true });
    },
  );
};
