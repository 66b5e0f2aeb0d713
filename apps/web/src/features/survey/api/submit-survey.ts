import { scoreSurvey, type SealingKey } from '@prca/core';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { loadSchemas } from '../../../lib/load-schemas';
import { saveLocalResult, type LocalSurveyResult } from '../../../lib/local-results';
import { storedToken } from '../../../lib/user-session';
import { newGuestKey } from './guest-key';
import { enqueue } from './outbox';
import type { SurveyPayload } from './survey-payload';

export class SubmitError extends Error {
  override name = 'SubmitError';
}

type Demographics = LocalSurveyResult['demographics'];

/** SPEC.md section 4: on any failure to reach the server, score in the browser. */
function scoreLocally(payload: SurveyPayload): LocalSurveyResult {
  let score;
  try {
    score = scoreSurvey(payload.responses);
  } catch {
    throw new SubmitError('Invalid survey data');
  }
  return {
    id: payload.id,
    timestamp: new Date().toISOString(),
    demographics: payload.demographics as Demographics,
    responses: payload.responses,
    ...score,
    pending: true,
  };
}

/** POST /api/surveys, its reply checked against core's contract. */
async function postSurvey(payload: SurveyPayload) {
  const data = await apiRequest('/api/surveys', {
    method: 'POST',
    body: payload,
    locale: payload.locale,
    token: storedToken(),
  });
  return (await loadSchemas()).submissionResultSchema.parse(data);
}

/**
 * Sends the survey to the server. When the server cannot be reached (or fails, or answers
 * what the contract does not allow), the result is scored here with the same code the server
 * uses, kept in the browser and queued, so the respondent sees the result at once and the
 * server receives it later (the id makes a resend store nothing twice). A refusal (a 4xx) is
 * the respondent's to fix, so it is thrown with the server's message. The result is kept as
 * `respondent`'s (lib/respondent.ts).
 */
export async function submitSurvey(
  payload: SurveyPayload,
  respondent: string | null,
  sealingKey: SealingKey | null,
): Promise<LocalSurveyResult> {
  try {
    const { guestKey, ...scored } = await postSurvey(payload);
    const result: LocalSurveyResult = {
      ...scored,
      demographics: payload.demographics as Demographics,
      responses: payload.responses,
    };
    // The key that reads or withdraws it: the server's for a guest who sent none.
    saveLocalResult(result, respondent, guestKey ?? payload.guestKey);
    return result;
  } catch (error) {
    if (error instanceof ApiRequestError && !error.isRetryable) throw error;
    console.warn('Could not reach the server; scoring in the browser and queueing', error);
    // A guest's queued response brings its own key, so that it can be withdrawn once sent.
    const queued =
      payload.guestKey || storedToken() ? payload : { ...payload, guestKey: newGuestKey() };
    const result = scoreLocally(queued);
    if (
      !saveLocalResult(result, respondent, queued.guestKey) ||
      !(await enqueue(queued, sealingKey))
    ) {
      throw new SubmitError('Failed to save survey response');
    }
    return result;
  }
}
