import { sealedSubmissionSchema, submissionResultSchema, successResponse } from '@prca/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Sealing } from '../../../identity/sealing';
import { submitAndReply, type SubmitDependencies } from '../submit';
import { openSealed } from './open-sealed';

const submissionReply = successResponse(submissionResultSchema);

/**
 * POST /api/surveys/sealed: a submission sealed to the server's key in lab mode's outbox, so
 * that the next student at the computer cannot read it. Once opened, it is a POST /api/surveys
 * in every way: the same checks, the same reply, idempotent by its id.
 */
export const sealedSurveyRoutes: FastifyPluginAsyncZod<
  SubmitDependencies & { sealing: Pick<Sealing, 'unseal'> }
> = async (app, { surveys, users, sealing }) => {
  app.post(
    '/api/surveys/sealed',
    {
      schema: {
        body: sealedSubmissionSchema,
        response: { 200: submissionReply, 201: submissionReply },
      },
    },
    async (request, reply) =>
      submitAndReply(request, reply, openSealed(sealing, request.body), { surveys, users }),
  );
};
