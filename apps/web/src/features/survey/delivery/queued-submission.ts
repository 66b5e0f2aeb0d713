import type { SealedEnvelope } from '@prca/core';
import type { SurveyPayload } from '../api/survey-payload';

/**
 * A submission the server has not acknowledged yet, as the page's queue (localStorage) and the
 * service worker's (IndexedDB) both keep it. It outlives the tab, so on a shared computer the
 * next student's browser holds it: its answers (and e-mail) are sealed to the server's key,
 * readable by the server alone; the class code stays outside, so that a code the server refused
 * can be corrected without opening it. Outside lab mode it keeps the sign-in it was made under
 * beside it: sent later, it must not go under whoever is signed in by then. Its browser-made id
 * makes a second sending store nothing.
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

/**
 * What older versions kept: the page queued the payload itself with its sign-in beside it; the
 * service worker kept the sign-in as `token`.
 */
type OlderQueued =
  | (SurveyPayload & { queuedToken?: string | null })
  | (QueuedSubmission & { token?: string | null });

/** An entry of either queue as this version keeps it, whatever version queued it. */
export function upgradeQueued(entry: QueuedSubmission | OlderQueued): QueuedSubmission {
  if ('responses' in entry) {
    const { queuedToken, classCode, ...body } = entry;
    return {
      id: body.id,
      locale: body.locale,
      body,
      ...(classCode ? { classCode } : {}),
      ...(queuedToken ? { queuedToken } : {}),
    };
  }
  if (!('token' in entry)) return entry;
  const { token, ...queued } = entry;
  return { ...queued, queuedToken: queued.queuedToken ?? token ?? null };
}

/** The entries of a stored queue that can be read as submissions, upgraded. */
export function readQueued(stored: unknown): QueuedSubmission[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((entry): entry is QueuedSubmission => typeof entry?.id === 'string')
    .map(upgradeQueued);
}
