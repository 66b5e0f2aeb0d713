import { workerMessage } from '../features/survey/delivery/worker-messages';
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
 * The service worker delivered a submission (Background Sync): this page's queue forgets it;
 * or the server refused its class code: this page's queue holds it for the student to correct.
 */
function listenToServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const message = workerMessage(event.data);
    if (!message) return;
    import('../features/survey/api/outbox')
      .then((outbox) =>
        message.type === 'prca-outbox-held'
          ? outbox.heldByServiceWorker(message.id, message.message)
          : outbox.deliveredByServiceWorker(message.id, message.acknowledged),
      )
      .catch((error: unknown) => console.error('Could not update the queue', error));
  });
  navigator.serviceWorker.startMessages();
}

/**
 * Any page of the app sends the submissions queued while offline: when it starts, when the
 * browser says it is back online, and every 30 seconds while any wait (a busy server). Where
 * the browser has Background Sync, the service worker sends them too, with every page closed.
 */
export function startOutboxDelivery(): void {
  listenToServiceWorker();
  deliver();
  window.addEventListener('online', deliver);
  setInterval(deliver, RETRY_EVERY_MS);
}
