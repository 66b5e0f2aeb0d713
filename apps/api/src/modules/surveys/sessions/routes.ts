import {
  sessionProgressSchema,
  startSessionSchema,
  successResponse,
  surveySessionSchema,
} from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../../http/locale';
import type { SurveySessionService } from './service';

const sessionReply = successResponse(surveySessionSchema);

/** POST /api/surveys/sessions and PATCH /api/surveys/sessions/{id}. */
export const surveySessionRoutes: FastifyPluginAsyncZod<{
  surveySessions: SurveySessionService;
}> = async (app, { surveySessions }) => {
  app.post(
    '/api/surveys/sessions',
    { schema: { body: startSessionSchema.nullish(), response: { 201: sessionReply } } },
    async (request, reply) => {
      const session = await surveySessions.start(
        request.body?.id,
        requestLocale(request),
        request.body?.classCode,
      );
      return reply.code(201).send({ success: true, data: session });
    },
  );

  app.patch(
    '/api/surveys/sessions/:id',
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        body: sessionProgressSchema,
        response: { 200: sessionReply },
      },
    },
    async (request) => ({
      success: true as const,
      data: await surveySessions.recordProgress(request.params.id, request.body.furthestQuestion),
    }),
  );
};
