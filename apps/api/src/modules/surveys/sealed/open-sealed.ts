import {
  surveySubmissionSchema,
  type SurveySubmission,
  type sealedSubmissionSchema,
} from '@prca/core';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ApiError } from '../../../http/errors';
import { UnsealError, type Sealing } from '../../../identity/sealing';

type SealedSubmission = z.output<typeof sealedSubmissionSchema>;

const checkSubmission = validatorCompiler({
  schema: surveySubmissionSchema,
  method: 'POST',
  url: '/api/surveys/sealed',
  httpPart: 'body',
}) as (data: unknown) => { value: SurveySubmission } | { error: unknown[] };

/**
 * The submission a browser sealed (lab mode's outbox, issue 27), checked as POST /api/surveys
 * checks its body: what is wrong with it is named in the same words (the one error handler sees
 * a body validation error). The class code and locale outside the seal win over those inside,
 * so that a student corrects a refused code without the browser reading the sealed answers.
 */
export function openSealed(
  sealing: Pick<Sealing, 'unseal'>,
  body: SealedSubmission,
): SurveySubmission {
  let plain: unknown;
  try {
    plain = sealing.unseal(body.sealed);
  } catch (error) {
    if (error instanceof UnsealError) throw new ApiError(400, 'sealed.invalid');
    throw error;
  }
  const checked = checkSubmission(plain);
  if ('error' in checked) {
    throw Object.assign(new Error('The sealed submission is not valid'), {
      statusCode: 400,
      validation: checked.error,
      validationContext: 'body',
    });
  }
  const submission = { ...checked.value };
  if (body.classCode !== undefined) submission.classCode = body.classCode;
  if (body.locale !== undefined) submission.locale = body.locale;
  return submission;
}
