import type { QueuedSubmission } from './outbox';

/*
 * The page's side of Background Sync (issue 16). The service worker's side is
 * public/outbox-sync.js; these names must match its own.
 */
const SYNC_TAG = 'prca-outbox';
const KEEP = 'prca-outbox-keep';
const FORGET = 'prca-outbox-forget';
// The worker tells the open pages of each delivery with 'prca-outbox-delivered', and of a class
// code the server refused with 'prca-outbox-held', heard by app/outbox-delivery.ts.

/**
 * What the worker keeps of a queued submission: as the page's queue keeps it (sealed, its class
 * code outside), and the sign-in it was made under (none on a shared computer).
 */
interface HandedSubmission {
  id: string;
  locale: QueuedSubmission['locale'];
  classCode?: string;
  sealed?: QueuedSubmission['sealed'];
  body?: QueuedSubmission['body'];
  token: string | null;
}

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
function ask(worker: ServiceWorker, message: unknown): Promise<boolean> {
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
 * Hands a queued submission to the service worker and asks the browser for a sync, so that it
 * is sent when the connection returns even if no page of the app is open then. Where the
 * browser has no Background Sync, or no worker yet, nothing happens: the pages' own delivery
 * (app/outbox-delivery.ts) sends it, as it always does.
 */
export async function handToServiceWorker(queued: QueuedSubmission) {
  try {
    const registration = await syncingWorker();
    if (!registration?.active) return;
    const submission: HandedSubmission = {
      id: queued.id,
      locale: queued.locale,
      ...(queued.classCode ? { classCode: queued.classCode } : {}),
      ...(queued.sealed ? { sealed: queued.sealed } : {}),
      ...(queued.body ? { body: queued.body } : {}),
      token: queued.queuedToken ?? null,
    };
    if (!(await ask(registration.active, { type: KEEP, submission }))) return;
    await registration.sync.register(SYNC_TAG);
  } catch (error) {
    console.warn('Background Sync is not available; the pages will send the queue', error);
  }
}

/** The page delivered it (or the server refused it): the worker must not send it again. */
export async function takeBackFromServiceWorker(id: string) {
  try {
    const registration = await syncingWorker();
    if (registration?.active) await ask(registration.active, { type: FORGET, id });
  } catch {
    // Nothing kept there, or no worker: nothing to take back.
  }
}
