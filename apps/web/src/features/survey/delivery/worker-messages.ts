import type { QueuedSubmission } from './queued-submission';

/*
 * What the pages and the service worker say to each other about the queue (Background Sync,
 * issue 16). Both sides import these names, so they cannot drift apart; this file holds nothing
 * else, so that a page with nothing queued loads none of the survey's code to listen.
 */

/** The tag of the browser's sync registration that wakes the worker to send its queue. */
export const SYNC_TAG = 'prca-outbox';

/** Page → worker: keep this submission (and send it when the browser syncs); answered on a port. */
export interface KeepMessage {
  type: 'prca-outbox-keep';
  submission: QueuedSubmission;
}

/** Page → worker: the page delivered it (or the server refused it): do not send it. */
export interface ForgetMessage {
  type: 'prca-outbox-forget';
  id: string;
}

/** Worker → pages: it sent one (`acknowledged` when the server took it). */
export interface DeliveredMessage {
  type: 'prca-outbox-delivered';
  id: string;
  acknowledged: boolean;
}

/** Worker → pages: the server refused its class code; held until the student corrects it. */
export interface HeldMessage {
  type: 'prca-outbox-held';
  id: string;
  message: string;
}

export type PageToWorker = KeepMessage | ForgetMessage;
export type WorkerToPage = DeliveredMessage | HeldMessage;

/** A message from the worker, or null for anything else on the channel. */
export function workerMessage(data: unknown): WorkerToPage | null {
  const message = data as Partial<WorkerToPage> | null;
  if (typeof message?.id !== 'string') return null;
  if (message.type === 'prca-outbox-delivered') {
    return { type: message.type, id: message.id, acknowledged: message.acknowledged === true };
  }
  if (message.type === 'prca-outbox-held') {
    return { type: message.type, id: message.id, message: String(message.message ?? '') };
  }
  return null;
}
