import { resultsSummaryQuerySchema, resultsSummarySchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../http/errors';
import type { UserAuthenticator } from '../auth/authenticate';
import { guestKeyOf } from '../surveys/routes';
import type { SurveyService } from '../surveys/service';

const summaryReply = successResponse(resultsSummarySchema);

/**
 * The figures of the respondent's Results tab, computed on the server (SPEC.md section 7):
 * `/user` for a signed-in respondent, `/summary` for whoever asks (signed in, or a guest with
 * an e-mail and the browser's key). No results: `data` is null.
 */
export const resultsSummaryRoutes: FastifyPluginAsyncZod<{
  surveys: SurveyService;
  users: Pick<UserAuthenticator, 'authenticate'>;
}> = async (app, { surveys, users }) => {
  app.get(
    '/api/analytics/user',
    { schema: { response: { 200: summaryReply } } },
    async (request) => {
      const user = await users.authenticate(request);
      if (!user) throw new ApiError(401, 'survey.signInRequired');
      return { success: true as const, data: await surveys.summary({ userId: user.id }) };
    },
  );

  app.get(
    '/api/analytics/summary',
    {
      schema: {
        querystring: resultsSummaryQuerySchema,
        response: { 200: summaryReply },
      },
    },
    async (request) => {
      const user = await users.authenticate(request);
      const { email } = request.query;
      if (!user && !email) throw new ApiError(401, 'survey.signInRequired');
      const data = user
        ? await surveys.summary({ userId: user.id })
        : await surveys.summary({ email: email!, guestKey: guestKeyOf(request) });
      return { success: true as const, data };
    },
  );
};
