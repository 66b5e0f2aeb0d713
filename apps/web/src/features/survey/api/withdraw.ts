import { currentLanguage } from '../../../i18n/current-language';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { guestKeyOfResult, removeLocalResult } from '../../../lib/local-results';
import { storedToken } from '../../../lib/user-session';
import { withdrawQueued } from './outbox';

/**
 * "Withdraw my response" (issue 27): a response still queued leaves the queue (and the service
 * worker's copy); the server is told with DELETE /api/surveys/{id}, with the guest key kept with
 * the result or the account's sign-in, in case it has the response (it was sent meanwhile);
 * then the result leaves this browser. Throws when the server, which may have it, cannot be
 * told: nothing is removed then, and the student can try again.
 */
export async function withdrawResponse(id: string): Promise<void> {
  const wasQueued = await withdrawQueued(id);
  try {
    await apiRequest(`/api/surveys/${id}`, {
      method: 'DELETE',
      token: storedToken(),
      guestKey: guestKeyOfResult(id),
      locale: currentLanguage(),
    });
  } catch (error) {
    const notThere = error instanceof ApiRequestError && error.status === 404;
    // Still queued and the server away: it never left this browser, which now forgets it.
    const neverSent = wasQueued && error instanceof ApiRequestError && error.isRetryable;
    if (!notThere && !neverSent) throw error;
  }
  removeLocalResult(id);
}
