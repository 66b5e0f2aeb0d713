import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { markAcknowledged } from '../../../lib/local-results';
import { STORAGE_KEYS, readJson, writeJson } from '../../../lib/storage';
import { storedToken } from '../../../lib/user-session';
import type { SurveyPayload } from './survey-payload';

/** Fired on the window when the queue changes (this tab's screens listen). */
export const OUTBOX_CHANGED = 'prca:outbox-changed';

/**
 * Submissions the server has not acknowledged yet. Each keeps its browser-made id, so sending
 * one again after an answer was lost stores it once (the server treats the id as idempotent).
 */
function readOutbox(): SurveyPayload[] {
  const queued = readJson<SurveyPayload[]>(STORAGE_KEYS.surveyOutbox, []);
  return Array.isArray(queued) ? queued : [];
}

export function enqueue(payload: SurveyPayload): boolean {
  const others = readOutbox().filter((queued) => queued.id !== payload.id);
  const kept = writeJson(STORAGE_KEYS.surveyOutbox, [...others, payload]);
  window.dispatchEvent(new Event(OUTBOX_CHANGED));
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

let flushing: Promise<void> | undefined;

async function sendQueued(): Promise<void> {
  for (const payload of readOutbox()) {
    try {
      // The reply is not read: the result shown is the one scored here, now acknowledged.
      await apiRequest('/api/surveys', {
        method: 'POST',
        body: payload,
        locale: payload.locale,
        token: storedToken(),
      });
      dequeue(payload.id);
      markAcknowledged(payload.id);
    } catch (error) {
      if (error instanceof ApiRequestError && !error.isRetryable) {
        console.error('The server refused a queued survey response', error.message);
        dequeue(payload.id);
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
