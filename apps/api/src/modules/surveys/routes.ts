import {
  deletedRecordSchema,
  emailSchema,
  guestKeySchema,
  paginationQuerySchema,
  storedSurveyResultSchema,
  submissionResultSchema,
  successResponse,
  surveyPageSchema,
  surveySubmissionSchema,
} from '@prca/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../http/errors';
import type { UserAuthenticator } from '../auth/authenticate';
import type { SurveyService } from './service';
import { submitAndReply } from './submit';

export interface SurveyRoutesOptions {
  surveys: SurveyService;
  users: Pick<UserAuthenticator, 'authenticate'>;
}

const GUEST_KEY_HEADER = 'x-guest-key';

/** The guest key a browser sends in its header, when it is a well-formed one. */
export function guestKeyOf(request: FastifyRequest): string | undefined {
  const parsed = guestKeySchema.safeParse(request.headers[GUEST_KEY_HEADER]);
  return parsed.success ? parsed.data : undefined;
}

const idParams = z.object({ id: z.uuid() });

/** Survey submission, retrieval, history and deletion (SPEC.md section 7). */
export const surveyRoutes: FastifyPluginAsyncZod<SurveyRoutesOptions> = async (
  app,
  { surveys, users },
) => {
  const submissionReply = successResponse(submissionResultSchema);
  const pageReply = successResponse(surveyPageSchema);

  app.post(
    '/api/surveys',
    {
      schema: {
        body: surveySubmissionSchema,
        // 201 for a new response; 200 when the same id was already stored (a retry).
        response: { 200: submissionReply, 201: submissionReply },
      },
    },
    (request, reply) => submitAndReply(request, reply, request.body, { surveys, users }),
  );

  app.get(
    '/api/surveys',
    { schema: { querystring: paginationQuerySchema, response: { 200: pageReply } } },
    async (request) => {
      const user = await users.authenticate(request);
      if (!user) throw new ApiError(401, 'survey.signInRequired');
      const { page, limit } = request.query;
      return { success: true as const, data: await surveys.listForUser(user.id, page, limit) };
    },
  );

  app.get(
    '/api/surveys/by-email/:email',
    {
      schema: {
        params: z.object({ email: emailSchema }),
        querystring: paginationQuerySchema,
        response: { 200: pageReply },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const data = await surveys.listForGuest(
        request.params.email,
        guestKeyOf(request),
        page,
        limit,
      );
      return { success: true as const, data };
    },
  );

  app.get(
    '/api/surveys/:id',
    { schema: { params: idParams, response: { 200: successResponse(storedSurveyResultSchema) } } },
    async (request) => {
      // Only its owner may read a response: the id alone is no secret (admin screens, exports).
      const user = await users.authenticate(request);
      const guestKey = guestKeyOf(request);
      if (!user && !guestKey) throw new ApiError(401, 'survey.readNeedsOwner');
      const owner = user ? { userId: user.id } : { guestKey: guestKey! };
      return { success: true as const, data: await surveys.get(request.params.id, owner) };
    },
  );

  app.delete(
    '/api/surveys/:id',
    {
      schema: {
        params: idParams,
        response: { 200: successResponse(deletedRecordSchema) },
      },
    },
    async (request) => {
      const user = await users.authenticate(request);
      const guestKey = guestKeyOf(request);
      if (!user && !guestKey) throw new ApiError(401, 'survey.deleteNeedsOwner');
      await surveys.delete(request.params.id, user ? { userId: user.id } : { guestKey: guestKey! });
      return { success: true as const, data: { id: request.params.id } };
    },
  );
};
