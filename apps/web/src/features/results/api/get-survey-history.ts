import { surveyPageSchema, type StoredSurveyResult } from '@prca/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { LocalSurveyResult } from '../../../lib/local-results';
import { storedToken } from '../../../lib/user-session';

const HISTORY_PAGE_SIZE = 100;

/** A stored result in the form the browser keeps its own, so that both show alike. */
function toLocal(stored: StoredSurveyResult): LocalSurveyResult {
  return {
    id: stored.id,
    timestamp: stored.timestamp,
    demographics: stored.demographics,
    responses: stored.responses,
    ...stored.scores,
    interpretation: stored.interpretation,
  };
}

/** GET /api/surveys: a signed-in respondent's saved results (the newest 100). */
export async function getSurveyHistory(
  token: string,
  signal?: AbortSignal,
): Promise<LocalSurveyResult[]> {
  const data = await apiRequest(`/api/surveys?page=1&limit=${HISTORY_PAGE_SIZE}`, {
    token,
    ...(signal ? { signal } : {}),
  });
  return surveyPageSchema.parse(data).surveys.map(toLocal);
}

export function surveyHistoryQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['survey-history'],
    queryFn: ({ signal }) => getSurveyHistory(token ?? '', signal),
    enabled: token !== null,
  });
}

/** The signed-in respondent's history on the server; nothing is asked for a guest. */
export function useSurveyHistory(signedIn: boolean) {
  return useQuery(surveyHistoryQueryOptions(signedIn ? storedToken() : null));
}
