import type { StartSession } from '@prca/core';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/surveys/sessions: the respondent began. Engagement tracking is best effort: a lost
 * report costs a statistic, never an answer, and the submission itself completes (or creates)
 * the session. Its reply is not read, so nothing is parsed.
 */
export function startSurveySession(sessionId: string, classCode?: string): void {
  const body: StartSession = { id: sessionId, ...(classCode ? { classCode } : {}) };
  apiRequest('/api/surveys/sessions', { method: 'POST', body }).catch(() => {});
}
