import type { SealedEnvelope, SealingKey } from '@prca/core';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import { markAcknowledged } from '../../../lib/local-results';
import { STORAGE_KEYS, readJson, studentKeptInTab, writeJson } from '../../../lib/storage';
import { storedToken } from '../../../lib/user-session';
import { handToServiceWorker, takeBackFromServiceWorker } from './background-sync';
import { getClass } from './get-class';
import { canSeal, seal } from './seal';
import type { SurveyPayload } from './survey-payload';

/** Fired on the window when the queue changes (this tab's screens listen). */
export const OUTBOX_CHANGED = 'prca:outbox-changed';

/**
 * A submission the server has not acknowledged yet. It outlives the tab (localStorage, and the
 * service worker's copy), so on a shared computer the next student's browser holds it: its
 * answers (and e-mail) are sealed to the server's key, readable by the server alone; the class
 * code stays outside, so that a code the server refused can be corrected without opening it.
 * Outside lab mode it keeps the sign-in it was made under beside it: sent later, it must not go
 * under whoever is signed in by then. Its browser-made id makes a second sending store nothing.
 */
export interface QueuedSubmission {
  id: string;
  locale: SurveyPayload['locale'];
  classCode?: string;
  /** The body (without its class code), sealed; absent only when no sealing key was known. */
  sealed?: SealedEnvelope;
  /** The body in clear, only without a sealing key (an older server never gave one). */
  body?: SurveyPayload;
  queuedToken?: string | null;
  /** The server refused the class code (its message): not sent again until corrected. */
  held?: string;
}

/** What an older version queued: the payload itself, with its sign-in beside it. */
type LegacyQueued = SurveyPayload & { queuedToken?: string | null };

function upgrade(entry: QueuedSubmission | LegacyQueued): QueuedSubmission {
  if (!('responses' in entry)) return entry;
  const { queuedToken, classCode, ...body } = entry;
  return {
    id: body.id,
    locale: body.locale,
    body,
    ...(classCode ? { classCode } : {}),
    ...(queuedToken ? { queuedToken } : {}),
  };
}

export function readOutbox(): QueuedSubmission[] {
  const queued = readJson<unknown>(STORAGE_KEYS.surveyOutbox, []);
  if (!Array.isArray(queued)) return [];
  return queued
    .filter((entry): entry is QueuedSubmission => typeof entry?.id === 'string')
    .map(upgrade);
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

/** The service worker was refused the class code: the page's queue holds it too. */
export function heldByServiceWorker(id: string, message: string): void {
  if (!readOutbox().some((queued) => queued.id === id && !queued.held)) return;
  update(id, (queued) => ({ ...queued, held: message }));
}

function post(queued: QueuedSubmission, token: string | null | undefined) {
  const outer = queued.classCode ? { classCode: queued.classCode } : {};
  // The reply is not read: the result shown is the one scored here, now acknowledged.
  return queued.sealed
    ? apiRequest('/api/surveys/sealed', {
        method: 'POST',
        body: { sealed: queued.sealed, locale: queued.locale, ...outer },
        locale: queued.locale,
        token: token ?? null,
      })
    : apiRequest('/api/surveys', {
        method: 'POST',
        body: { ...queued.body, ...outer },
        locale: queued.locale,
        token: token ?? null,
      });
}

/** With the sign-in it was queued under; one ended since (signed out) leaves it a guest's. */
async function send(queued: QueuedSubmission): Promise<void> {
  try {
    await post(queued, queued.queuedToken);
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 401 && queued.queuedToken)) {
      throw error;
    }
    await post(queued, null);
  }
}

/**
 * Whether a refusal is about the class code (kept for the student to correct) rather than the
 * submission (dropped): the statuses a class refusal has, and the code's own lookup refusing it
 * too or saying the class is closed. Public/outbox-sync.js applies the same rule.
 */
async function refusesTheClass(queued: QueuedSubmission, error: ApiRequestError) {
  if (!queued.classCode || ![400, 404, 409].includes(error.status)) return false;
  try {
    return !(await getClass(queued.classCode)).open;
  } catch (lookup) {
    if (lookup instanceof ApiRequestError && !lookup.isRetryable) return true;
    throw lookup;
  }
}

let flushing: Promise<void> | undefined;

async function sendQueued(): Promise<void> {
  for (const queued of readOutbox()) {
    if (queued.held) continue;
    try {
      await send(queued);
      dequeue(queued.id);
      markAcknowledged(queued.id);
      void takeBackFromServiceWorker(queued.id);
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.isRetryable) return;
      try {
        if (await refusesTheClass(queued, error)) {
          update(queued.id, (entry) => ({ ...entry, held: error.message }));
          void takeBackFromServiceWorker(queued.id);
          continue;
        }
      } catch {
        return;
      }
      console.error('The server refused a queued survey response', error.message);
      dequeue(queued.id);
      void takeBackFromServiceWorker(queued.id);
    }
  }
}

/**
 * Sends every queued submission, oldest first, and stops at the first that still cannot get
 * through (the server is still away). One whose class code the server refused stays, held for
 * the student to correct; one that the server refuses for good otherwise (a 4xx) leaves the
 * queue, but its locally scored result stays in the browser. Calls made while a flush runs
 * share it.
 */
export function flushOutbox(): Promise<void> {
  flushing ??= sendQueued().finally(() => {
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
  await flushing;
  const queued = readOutbox().some((entry) => entry.id === id);
  if (queued) dequeue(id);
  await takeBackFromServiceWorker(id);
  return queued;
}
