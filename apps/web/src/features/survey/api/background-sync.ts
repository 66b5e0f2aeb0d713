import type { QueuedSubmission } from '../delivery/queued-submission';
import { SYNC_TAG, type PageToWorker } from '../delivery/worker-messages';

/*
 * The page's side of Background Sync (issue 16); the worker's is app/service-worker/queue-sync.ts.
 * The worker tells the open pages of each delivery and of each class code the server refused,
 * heard by app/outbox-delivery.ts.
 */

// The sync registration (SyncManager) is not in TypeScript's DOM library yet.
interface SyncRegistration extends ServiceWorkerRegistration {
  sync: { register(tag: string): Promise<void> };
}

/** The app's active worker, when this browser has one and Background Sync too. */
async function syncingWorker(): Promise<SyncRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !('SyncManager' in window)) return undefined;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.active || !('sync' in registration)) return undefined;
  return registration as SyncRegistration;
}

/** Posts to the worker and waits for it to say the message is stored (or could not be). */
function ask(worker: ServiceWorker, message: PageToWorker): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), 5_000);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(event.data === true);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/**
 * Hands a queued submission to the service worker, as the page's queue keeps it (sealed, its
 * class code outside, the sign-in it was made under: none on a shared computer), and asks the
 * browser for a sync, so that it is sent when the connection returns even if no page of the app
 * is open then. Where the browser has no Background Sync, or no worker yet, nothing happens: the
 * pages' own delivery (app/outbox-delivery.ts) sends it, as it always does.
 */
export async function handToServiceWorker(submission: QueuedSubmission) {
  try {
    const registration = await syncingWorker();
    if (!registration?.active) return;
    if (!(await ask(registration.active, { type: 'prca-outbox-keep', submission }))) return;
    await registration.sync.register(SYNC_TAG);
  } catch (error) {
    console.warn('Background Sync is not available; the pages will send the queue', error);
  }
}

/** The page delivered it (or the server refused it): the worker must not send it again. */
export async function takeBackFromServiceWorker(id: string) {
  try {
    const registration = await syncingWorker();
    if (registration?.active) await ask(registration.active, { type: 'prca-outbox-forget', id });
  } catch {
    // Nothing kept there, or no worker: nothing to take back.
  }
}
