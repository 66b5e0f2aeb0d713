import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { markAcknowledged } from '../../../lib/local-results';
import { STORAGE_KEYS, readJson, writeJson } from '../../../lib/storage';
import { storedToken } from '../../../lib/user-session';
import { handToServiceWorker, takeBackFromServiceWorker } from './background-sync';
import type { SurveyPayload } from './survey-payload';

/** Fired on the window when the queue changes (this tab's screens listen). */
export const OUTBOX_CHANGED = 'prca:outbox-changed';

/**
 * A submission the server has not acknowledged yet, with the sign-in it was made under: sent
 * later, it must not go under whoever is signed in by then (one student at a time). Its
 * browser-made id makes a second sending store nothing (the server treats it as idempotent).
 */
type Queued = SurveyPayload & { queuedToken?: string | null };

function readOutbox(): Queued[] {
  const queued = readJson<Queued[]>(STORAGE_KEYS.surveyOutbox, []);
  return Array.isArray(queued) ? queued : [];
}

/** The body of the request: the payload without what the browser keeps beside it. */
function bodyOf({ queuedToken: _token, ...payload }: Queued): SurveyPayload {
  return payload;
}

export function enqueue(payload: SurveyPayload): boolean {
  const token = storedToken();
  const others = readOutbox().filter((queued) => queued.id !== payload.id);
  const kept = writeJson(STORAGE_KEYS.surveyOutbox, [
    ...others,
    { ...payload, queuedToken: token },
  ]);
  window.dispatchEvent(new Event(OUTBOX_CHANGED));
  // Also to the service worker, which can send it with every page closed.
  if (kept) void handToServiceWorker(payload, token);
  return kept;
}

/** The ids of the submissions still waiting to be sent. */
export function pendingIds(): string[] {
  return readOutbox().map((queued) => queued.id);
}

function dequeue(id: string): void {
  writeJson(
    STORAGE_KEYS.surveyOutbox,
    readOutbox().filter((queued) => queued.id !== id),
  );
  window.dispatchEvent(new Event(OUTBOX_CHANGED));
}

/**
 * The service worker sent it (Background Sync): it leaves this queue, and the result kept
 * here is marked as received when the server took it.
 */
export function deliveredByServiceWorker(id: string, acknowledged: boolean): void {
  if (!readOutbox().some((queued) => queued.id === id)) return;
  dequeue(id);
  if (acknowledged) markAcknowledged(id);
}

function post(queued: Queued, token: string | null | undefined) {
  // The reply is not read: the result shown is the one scored here, now acknowledged.
  return apiRequest('/api/surveys', {
    method: 'POST',
    body: bodyOf(queued),
    locale: queued.locale,
    token: token ?? null,
  });
}

/** With the sign-in it was queued under; one ended since (signed out) leaves it a guest's. */
async function send(queued: Queued): Promise<void> {
  try {
    await post(queued, queued.queuedToken);
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 401 && queued.queuedToken)) {
      throw error;
    }
    await post(queued, null);
  }
}

let flushing: Promise<void> | undefined;

async function sendQueued(): Promise<void> {
  for (const queued of readOutbox()) {
    try {
      await send(queued);
      dequeue(queued.id);
      markAcknowledged(queued.id);
      void takeBackFromServiceWorker(queued.id);
    } catch (error) {
      if (error instanceof ApiRequestError && !error.isRetryable) {
        console.error('The server refused a queued survey response', error.message);
        dequeue(queued.id);
        void takeBackFromServiceWorker(queued.id);
        continue;
      }
      return;
    }
  }
}

/**
 * Sends every queued submission, oldest first, and stops at the first that still cannot get
 * through (the server is still away). One that the server refuses for good (a 4xx) leaves the
 * queue, but its locally scored result stays in the browser. Calls made while a flush runs
 * share it.
 */
export function flushOutbox(): Promise<void> {
  flushing ??= sendQueued().finally(() => {
    flushing = undefined;
  });
  return flushing;
}
