import type { SurveySubmission } from '@prca/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLocale } from '../../http/locale';
import type { UserAuthenticator } from '../auth/authenticate';
import type { SurveyService } from './service';

export interface SubmitDependencies {
  surveys: Pick<SurveyService, 'submit'>;
  users: Pick<UserAuthenticator, 'authenticate'>;
}

/**
 * Stores a checked submission and replies, for POST /api/surveys and its sealed form alike:
 * 201 for a new response, 200 when the same id was already stored (a retry). A signed-in
 * respondent's token makes it theirs; a guest's is found again with the guest key.
 */
export async function submitAndReply(
  request: FastifyRequest,
  reply: FastifyReply,
  submission: SurveySubmission,
  { surveys, users }: SubmitDependencies,
) {
  const user = await users.authenticate(request);
  const { result, created } = await surveys.submit(
    submission,
    submission.locale ?? requestLocale(request),
    user ? { userId: user.id } : { guestKey: submission.guestKey },
  );
  return reply.code(created ? 201 : 200).send({ success: true, data: result });
}
