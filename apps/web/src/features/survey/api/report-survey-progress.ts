import type { SessionProgress } from '@prca/core';
import { apiRequest } from '../../../lib/api-client';

/**
 * PATCH /api/surveys/sessions/{id}: the furthest question reached, best effort as the start
 * is (start-survey-session.ts). Its reply is not read, so nothing is parsed.
 */
export function reportSurveyProgress(sessionId: string, furthestQuestion: number): void {
  const body: SessionProgress = { furthestQuestion };
  apiRequest(`/api/surveys/sessions/${sessionId}`, { method: 'PATCH', body }).catch(() => {});
}
