import type { SessionProgress, StartSession } from '@prca/core';
import { apiRequest } from '../../../lib/api-client';

/**
 * Engagement tracking: best effort only. A lost report costs a statistic, never an answer,
 * and the submission itself completes (or creates) the session.
 */
export function startSession(sessionId: string): void {
  const body: StartSession = { id: sessionId };
  apiRequest('/api/surveys/sessions', { method: 'POST', body }).catch(() => {});
}

export function reportProgress(sessionId: string, furthestQuestion: number): void {
  const body: SessionProgress = { furthestQuestion };
  apiRequest(`/api/surveys/sessions/${sessionId}`, { method: 'PATCH', body }).catch(() => {});
}
