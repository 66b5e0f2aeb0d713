import type { StoredSurveyResult, SurveyPage } from '@prca/core';
import { apiRequest } from '../../../lib/api-client';
import type { LocalSurveyResult } from '../local-results';

const HISTORY_PAGE_SIZE = 100;

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

/** A signed-in respondent's saved results (the newest 100). */
export async function fetchHistory(token: string): Promise<LocalSurveyResult[]> {
  const page = await apiRequest<SurveyPage>(`/api/surveys?page=1&limit=${HISTORY_PAGE_SIZE}`, {
    token,
  });
  return page.surveys.map(toLocal);
}
