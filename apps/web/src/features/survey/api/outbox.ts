import type { SealingKey } from '@prca/core';
import { API_BASE_URL } from '../../../lib/env';
import { markAcknowledged } from '../../../lib/local-results';
import { STORAGE_KEYS, readJson, studentKeptInTab, writeJson } from '../../../lib/storage';
import { storedToken } from '../../../lib/user-session';
import { deliverQueue, type DeliveryQueue, type DeliveryReport } from '../delivery/deliver-queue';
import { readQueued, type QueuedSubmission } from '../delivery/queued-submission';
import { handToServiceWorker, takeBackFromServiceWorker } from './background-sync';
import { canSeal, seal } from './seal';
import type { SurveyPayload } from './survey-payload';

/** Fired on the window when the queue changes (this tab's screens listen). */
export const OUTBOX_CHANGED = 'prca:outbox-changed';

/**
 * The page's queue of submissions the server has not acknowledged yet, in localStorage: it
 * outlives the tab (on a shared computer too: see QueuedSubmission for what it holds and why).
 */
export function readOutbox(): QueuedSubmission[] {
  return readQueued(readJson<unknown>(STORAGE_KEYS.surveyOutbox, []));
}

function writeOutbox(entries: QueuedSubmission[]): boolean {
  const kept = writeJson(STORAGE_KEYS.surveyOutbox, entries);
  window.dispatchEvent(new Event(OUTBOX_CHANGED));
  return kept;
}

/** The queued entry of a payload: sealed when the server's key is known (one code path). */
async function queuedEntryOf(
  payload: SurveyPayload,
  sealingKey: SealingKey | null,
): Promise<QueuedSubmission> {
  const { classCode, ...body } = payload;
  const inTab = studentKeptInTab();
  // A shared computer's queue holds no sign-in (lab mode offers none anyway).
  const token = inTab ? null : storedToken();
  const outer = { id: payload.id, locale: payload.locale, ...(classCode ? { classCode } : {}) };
  if (sealingKey && canSeal()) {
    return { ...outer, sealed: await seal(sealingKey, body), queuedToken: token };
  }
  // Without a key, a shared computer keeps nothing that names the student.
  const { email: _email, guestKey: _key, ...anonymous } = body;
  return { ...outer, body: inTab ? anonymous : body, queuedToken: token };
}

export async function enqueue(
  payload: SurveyPayload,
  sealingKey: SealingKey | null,
): Promise<boolean> {
  const entry = await queuedEntryOf(payload, sealingKey);
  const others = readOutbox().filter((queued) => queued.id !== payload.id);
  const kept = writeOutbox([...others, entry]);
  // Also to the service worker, which can send it with every page closed.
  if (kept) void handToServiceWorker(entry);
  return kept;
}

/** The ids of the submissions still waiting to be sent. */
export function pendingIds(): string[] {
  return readOutbox().map((queued) => queued.id);
}

/** The submissions whose class code the server refused, waiting for the student to correct it. */
export function heldSubmissions(): { id: string; classCode: string; message: string }[] {
  return readOutbox().flatMap((queued) =>
    queued.held ? [{ id: queued.id, classCode: queued.classCode ?? '', message: queued.held }] : [],
  );
}

function update(id: string, change: (queued: QueuedSubmission) => QueuedSubmission | null) {
  const entries = readOutbox().flatMap((queued) => {
    if (queued.id !== id) return [queued];
    const changed = change(queued);
    return changed ? [changed] : [];
  });
  writeOutbox(entries);
  return entries.find((queued) => queued.id === id);
}

function dequeue(id: string): void {
  update(id, () => null);
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

function hold(id: string, message: string): void {
  update(id, (queued) => ({ ...queued, held: message }));
}

/** The service worker was refused the class code: the page's queue holds it too. */
export function heldByServiceWorker(id: string, message: string): void {
  if (!readOutbox().some((queued) => queued.id === id && !queued.held)) return;
  hold(id, message);
}

/** What the page sent or held, the worker must not send again. */
const pageQueue: DeliveryQueue = {
  entries: readOutbox,
  forget: (id) => {
    dequeue(id);
    void takeBackFromServiceWorker(id);
  },
  hold: (id, message) => {
    hold(id, message);
    void takeBackFromServiceWorker(id);
  },
};

const pageReport: DeliveryReport = {
  delivered: (id, acknowledged, refusal) => {
    if (acknowledged) markAcknowledged(id);
    else console.error('The server refused a queued survey response', refusal);
  },
  // The screens hear of it from the queue itself (OUTBOX_CHANGED).
  held: () => {},
};

let flushing: Promise<void> | undefined;

/**
 * Sends the queue, oldest first, with the rules the service worker uses too
 * (delivery/deliver-queue.ts). Calls made while a flush runs share it.
 */
export function flushOutbox(): Promise<void> {
  const send = (path: string, init: RequestInit) => fetch(`${API_BASE_URL}${path}`, init);
  flushing ??= deliverQueue(pageQueue, send, pageReport)
    .then(() => undefined)
    .finally(() => {
      flushing = undefined;
    });
  return flushing;
}

/** The student corrected the class code of a held submission: it is sent again with it. */
export async function correctClassCode(id: string, classCode: string): Promise<void> {
  const corrected = update(id, ({ held: _held, ...queued }) => ({ ...queued, classCode }));
  if (corrected) await handToServiceWorker(corrected);
  await flushOutbox();
}

/**
 * A withdrawn submission leaves the queue (and the worker's copy) before it is sent; true when
 * it was still here. A delivery under way finishes first, so the caller can then tell the
 * server, which has it if that delivery got through.
 */
export async function withdrawQueued(id: string): Promise<boolean> {
  await flushing?.catch(() => undefined);
  const queued = readOutbox().some((entry) => entry.id === id);
  if (queued) dequeue(id);
  await takeBackFromServiceWorker(id);
  return queued;
}
