import { STORAGE_KEYS, readText } from '../lib/storage';

const RETRY_EVERY_MS = 30_000;

// Read without parsing, so that a page with nothing queued loads none of the survey's code.
function somethingQueued(): boolean {
  const raw = readText(STORAGE_KEYS.surveyOutbox);
  return raw !== null && raw !== '[]';
}

function deliver(): void {
  if (!somethingQueued()) return;
  import('../features/survey/api/outbox')
    .then(({ flushOutbox }) => flushOutbox())
    .catch((error: unknown) => console.error('Queued survey responses could not be sent', error));
}

/**
 * Any page of the app sends the submissions queued while offline: when it starts, when the
 * browser says it is back online, and every 30 seconds while any wait (a busy server).
 */
export function startOutboxDelivery(): void {
  deliver();
  window.addEventListener('online', deliver);
  setInterval(deliver, RETRY_EVERY_MS);
}
