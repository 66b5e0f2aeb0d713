import type { LocalSurveyResult } from '@prca/core';
import { STORAGE_KEYS, readJson, writeJson } from './storage';

export type { LocalSurveyResult };

/** An entry of `survey_responses` as stored: ours when it has an id and a time. */
interface StoredEntry {
  id: string;
  timestamp: string;
  pending?: unknown;
  /** Whose result it is (lib/respondent.ts): a shared computer shows each student only theirs. */
  owner?: unknown;
  /** The key that reads or withdraws it on the server, for a guest's (issue 27). */
  guestKey?: unknown;
}

// Storage is the user's to edit: an entry without an id or time is not one of ours.
export function storedEntries(): StoredEntry[] {
  const entries = readJson<unknown>(STORAGE_KEYS.surveyResponses, []);
  if (!Array.isArray(entries)) return [];
  return entries.filter(
    (entry): entry is StoredEntry =>
      typeof entry?.id === 'string' && typeof entry?.timestamp === 'string',
  );
}

/**
 * Adds or replaces (by id) a result; false when the browser refused to store it. Entries the
 * screens cannot show stay as they were: they are the respondent's.
 */
export function saveLocalResult(
  result: LocalSurveyResult,
  owner: string | null,
  guestKey?: string,
): boolean {
  const others = storedEntries().filter((stored) => stored.id !== result.id);
  return writeJson(STORAGE_KEYS.surveyResponses, [
    { ...result, owner, ...(guestKey ? { guestKey } : {}) },
    ...others,
  ]);
}

/** The guest key kept with a result, if any. */
export function guestKeyOfResult(id: string): string | undefined {
  const key = storedEntries().find((entry) => entry.id === id)?.guestKey;
  return typeof key === 'string' ? key : undefined;
}

/** Removes one result from this browser (it was withdrawn). */
export function removeLocalResult(id: string): void {
  writeJson(
    STORAGE_KEYS.surveyResponses,
    storedEntries().filter((entry) => entry.id !== id),
  );
}

/** Removes every result of one respondent from this browser (their queued ones are still sent). */
export function forgetLocalResults(owner: string): void {
  writeJson(
    STORAGE_KEYS.surveyResponses,
    storedEntries().filter((entry) => entry.owner !== owner),
  );
}

/** The server acknowledged a queued result: keep it, no longer pending. */
export function markAcknowledged(id: string): void {
  const entries = storedEntries();
  const index = entries.findIndex((stored) => stored.id === id);
  if (index < 0 || !entries[index]!.pending) return;
  entries[index] = { ...entries[index]!, pending: false };
  writeJson(STORAGE_KEYS.surveyResponses, entries);
}
