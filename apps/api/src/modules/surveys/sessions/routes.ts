import {
  sessionProgressSchema,
  startSessionSchema,
  successResponse,
  surveySessionSchema,
  type SurveySession,
} from '@prca/core';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../http/errors';
import { requestLocale } from '../../../http/locale';
import type { SurveySessionRepository, SurveySessionRow } from './repository';

function toSession(row: SurveySessionRow): SurveySession {
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    furthestQuestion: row.furthestQuestion,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

const sessionReply = successResponse(surveySessionSchema);

/** Survey sessions: started when a respondent begins, advanced as they answer. */
export const surveySessionRoutes: FastifyPluginAsyncZod<{
  sessions: SurveySessionRepository;
}> = async (app, { sessions }) => {
  app.post(
    '/api/surveys/sessions',
    { schema: { body: startSessionSchema.nullish(), response: { 201: sessionReply } } },
    async (request, reply) => {
      const row = await sessions.start(request.body?.id ?? randomUUID(), requestLocale(request));
      return reply.code(201).send({ success: true, data: toSession(row) });
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
    async (request) => {
      const row = await sessions.recordProgress(request.params.id, request.body.furthestQuestion);
      if (!row) throw new ApiError(404, 'session.notFound');
      return { success: true as const, data: toSession(row) };
    },
  );
};
