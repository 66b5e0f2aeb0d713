import { isRetryableStatus } from '../../../lib/api-client';
import type { QueuedSubmission } from './queued-submission';

/**
 * Sends an API request: the page's goes to the app's API base, the service worker's to its own
 * origin. It rejects only when the server could not be reached at all.
 */
export type SendRequest = (path: string, init: RequestInit) => Promise<Response>;

/** Where a queue lives (the page's localStorage, the service worker's IndexedDB). */
export interface DeliveryQueue {
  /** Oldest first. */
  entries(): QueuedSubmission[] | Promise<QueuedSubmission[]>;
  /** Sent (or refused for good): it leaves the queue. */
  forget(id: string): void | Promise<void>;
  /** Its class code was refused: kept with the server's message until the student corrects it. */
  hold(id: string, message: string): void | Promise<void>;
}

/** What the caller hears of each submission as it leaves the queue or is held. */
export interface DeliveryReport {
  /** The server took it (`acknowledged`) or refused it for good (not the class: it is dropped). */
  delivered(id: string, acknowledged: boolean, refusal?: string): void | Promise<void>;
  held(id: string, message: string): void | Promise<void>;
}

/** Every submission that is not held went; or one still waits for the server (try again later). */
export type DeliveryOutcome = 'done' | 'waiting';

/** The server could not be reached, or asks to be asked later: the queue waits. */
class NotYet extends Error {}

async function request(send: SendRequest, path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await send(path, init);
  } catch {
    throw new NotYet(`${path} could not be reached`);
  }
  if (isRetryableStatus(response.status)) throw new NotYet(`${path} answered ${response.status}`);
  return response;
}

function post(send: SendRequest, queued: QueuedSubmission, token: string | null | undefined) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'accept-language': queued.locale,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const outer = queued.classCode ? { classCode: queued.classCode } : {};
  const [path, body] = queued.sealed
    ? ['/api/surveys/sealed', { sealed: queued.sealed, locale: queued.locale, ...outer }]
    : ['/api/surveys', { ...queued.body, ...outer }];
  return request(send, path, {
    method: 'POST',
    headers,
    credentials: 'include',
    body: JSON.stringify(body),
  });
}

/** With the sign-in it was queued under; one that ended since (signed out) leaves it a guest's. */
async function deliver(send: SendRequest, queued: QueuedSubmission): Promise<Response> {
  const response = await post(send, queued, queued.queuedToken);
  if (response.status === 401 && queued.queuedToken) return post(send, queued, null);
  return response;
}

/**
 * Whether a refusal is about the class code (kept for the student to correct) rather than the
 * submission (dropped): the statuses a class refusal has, and the code's own lookup refusing it
 * too or saying the class is closed. A lookup that cannot get through makes the queue wait.
 */
async function refusesTheClass(send: SendRequest, queued: QueuedSubmission, response: Response) {
  if (!queued.classCode || ![400, 404, 409].includes(response.status)) return false;
  const lookup = await request(send, `/api/classes/${encodeURIComponent(queued.classCode)}`, {
    headers: { 'accept-language': queued.locale },
  });
  if (!lookup.ok) return true;
  const reply = (await lookup.json().catch(() => null)) as { data?: { open?: boolean } } | null;
  return !reply?.data?.open;
}

/** The server's message, as the page's api-client reads it (SPEC.md section 8). */
async function messageOf(response: Response): Promise<string> {
  const reply = (await response.json().catch(() => null)) as { message?: string } | null;
  return reply?.message ?? `HTTP error! status: ${response.status}`;
}

/**
 * Sends every queued submission that is not held, oldest first, and stops at the first that
 * cannot get through yet (no connection, or the server away or busy): the queue waits for the
 * next try. One whose class code the server refused is held for the student to correct; one the
 * server refuses for good otherwise (a 4xx) leaves the queue, its locally scored result staying
 * in the browser. The page and the service worker both deliver with these rules, each from its
 * own queue; the server stores a submission's id once, so the two never make a double.
 */
export async function deliverQueue(
  queue: DeliveryQueue,
  send: SendRequest,
  report: DeliveryReport,
): Promise<DeliveryOutcome> {
  for (const queued of await queue.entries()) {
    if (queued.held) continue;
    try {
      const response = await deliver(send, queued);
      if (response.ok) {
        await queue.forget(queued.id);
        await report.delivered(queued.id, true);
      } else if (await refusesTheClass(send, queued, response)) {
        const message = await messageOf(response);
        await queue.hold(queued.id, message);
        await report.held(queued.id, message);
      } else {
        const refusal = await messageOf(response);
        await queue.forget(queued.id);
        await report.delivered(queued.id, false, refusal);
      }
    } catch (error) {
      if (error instanceof NotYet) return 'waiting';
      throw error;
    }
  }
  return 'done';
}
