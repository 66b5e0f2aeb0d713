/// <reference lib="webworker" />
import { deliverQueue } from '../../features/survey/delivery/deliver-queue';
import {
  SYNC_TAG,
  type PageToWorker,
  type WorkerToPage,
} from '../../features/survey/delivery/worker-messages';
import {
  forgetInWorker,
  holdInWorker,
  keepInWorker,
  queuedInWorker,
} from '../../features/survey/delivery/worker-store';

declare const self: ServiceWorkerGlobalScope;

// The Background Sync event is not in TypeScript's worker library yet.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

async function tellPages(message: WorkerToPage): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

async function sendQueue(): Promise<void> {
  const outcome = await deliverQueue(
    { entries: queuedInWorker, forget: forgetInWorker, hold: holdInWorker },
    (path, init) => fetch(path, init),
    {
      delivered: (id, acknowledged) =>
        tellPages({ type: 'prca-outbox-delivered', id, acknowledged }),
      held: (id, message) => tellPages({ type: 'prca-outbox-held', id, message }),
    },
  );
  // A failed sync is what makes the browser try again later.
  if (outcome === 'waiting') throw new Error('The server cannot take the queue yet');
}

/**
 * Background Sync of the survey's queue (issue 16). The page keeps its queue in localStorage,
 * which a worker cannot read, so it hands each queued submission here too
 * (features/survey/api/background-sync.ts). When the browser has a connection again, even with
 * every tab of the app closed, it wakes this worker with a "sync" event and the submissions are
 * sent with the page's own rules (features/survey/delivery/deliver-queue.ts); a page that is
 * open hears of each one delivered or held.
 */
export function syncTheQueue(): void {
  self.addEventListener('message', (event) => {
    const message = event.data as PageToWorker | null;
    let done: Promise<void>;
    if (message?.type === 'prca-outbox-keep') done = keepInWorker(message.submission);
    else if (message?.type === 'prca-outbox-forget') done = forgetInWorker(message.id);
    else return;
    const reply = event.ports[0];
    event.waitUntil(
      done.then(
        () => reply?.postMessage(true),
        () => reply?.postMessage(false),
      ),
    );
  });
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === SYNC_TAG) sync.waitUntil(sendQueue());
  });
}
