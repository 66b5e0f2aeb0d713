import { scoreSurvey } from '@prca/core';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { loadSchemas } from '../../../lib/load-schemas';
import { saveLocalResult, type LocalSurveyResult } from '../../../lib/local-results';
import { storedToken } from '../../../lib/user-session';
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
): Promise<LocalSurveyResult> {
  try {
    const result: LocalSurveyResult = {
      ...(await postSurvey(payload)),
      demographics: payload.demographics as Demographics,
      responses: payload.responses,
    };
    saveLocalResult(result, respondent);
    return result;
  } catch (error) {
    if (error instanceof ApiRequestError && !error.isRetryable) throw error;
    console.warn('Could not reach the server; scoring in the browser and queueing', error);
    const result = scoreLocally(payload);
    if (!saveLocalResult(result, respondent) || !enqueue(payload)) {
      throw new SubmitError('Failed to save survey response');
    }
    return result;
  }
}
