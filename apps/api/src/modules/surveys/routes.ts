import {
  storedSurveyResultSchema,
  submissionResultSchema,
  successResponse,
  surveySubmissionSchema,
} from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../http/locale';
import type { SurveyService } from './service';

/** Survey submission and retrieval (SPEC.md section 7). */
export const surveyRoutes: FastifyPluginAsyncZod<{ surveys: SurveyService }> = async (
  app,
  { surveys },
) => {
  const submissionReply = successResponse(submissionResultSchema);

  app.post(
    '/api/surveys',
    {
      schema: {
        body: surveySubmissionSchema,
        // 201 for a new response; 200 when the same id was already stored (a retry).
        response: { 200: submissionReply, 201: submissionReply },
      },
    },
    async (request, reply) => {
      const { result, created } = await surveys.submit(request.body, requestLocale(request));
      return reply.code(created ? 201 : 200).send({ success: true, data: result });
    },
  );

  app.get(
    '/api/surveys/:id',
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        response: { 200: successResponse(storedSurveyResultSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await surveys.get(request.params.id) }),
  );
};
