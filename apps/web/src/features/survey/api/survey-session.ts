import { apiRequest } from '../../../lib/api-client';

/**
 * Engagement tracking: best effort only. A lost report costs a statistic, never an answer,
 * and the submission itself completes (or creates) the session.
 */
export function startSession(sessionId: string): void {
  apiRequest('/api/surveys/sessions', { method: 'POST', body: { id: sessionId } }).catch(() => {});
}

export function reportProgress(sessionId: string, furthestQuestion: number): void {
  apiRequest(`/api/surveys/sessions/${sessionId}`, {
    method: 'PATCH',
    body: { furthestQuestion },
  }).catch(() => {});
}
