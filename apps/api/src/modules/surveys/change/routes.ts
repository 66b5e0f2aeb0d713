import { ownChangeSchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../http/errors';
import type { UserAuthenticator } from '../../auth/authenticate';
import type { OwnChangeService } from './service';

/**
 * GET /api/surveys/change: the signed-in student's own change since their previous wave, or
 * null; a guest or anonymous student has no account to link their waves by, and is refused.
 */
export const ownChangeRoutes: FastifyPluginAsyncZod<{
  ownChange: OwnChangeService;
  users: Pick<UserAuthenticator, 'authenticate'>;
}> = async (app, { ownChange, users }) => {
  app.get(
    '/api/surveys/change',
    { schema: { response: { 200: successResponse(ownChangeSchema) } } },
    async (request) => {
      const user = await users.authenticate(request);
      if (!user) throw new ApiError(401, 'survey.signInRequired');
      return { success: true as const, data: await ownChange.read(user.id) };
    },
  );
};
