import type { Demographics, Interpretation, Subscores } from '@prca/core';
import { STORAGE_KEYS, readJson, writeJson } from '../../lib/storage';

/** A result as the browser keeps it (SPEC.md section 3, "local form"). */
export interface LocalSurveyResult {
  id: string;
  timestamp: string;
  demographics: Demographics;
  responses: Record<string, number>;
  totalScore: number;
  averageScore: number;
  subscores: Subscores;
  interpretation: Interpretation;
  /** True while the server has not yet acknowledged it (scored in the browser, queued). */
  pending?: boolean;
}

/** Every result this browser has kept, newest first. */
export function loadLocalResults(): LocalSurveyResult[] {
  const results = readJson<unknown>(STORAGE_KEYS.surveyResponses, []);
  if (!Array.isArray(results)) return [];
  // Storage is the user's to edit: an entry without an id or time is not one of ours.
  return results
    .filter(
      (entry): entry is LocalSurveyResult =>
        typeof entry?.id === 'string' && typeof entry?.timestamp === 'string',
    )
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp));
}

/** Adds or replaces (by id) a result; false when the browser refused to store it. */
export function saveLocalResult(result: LocalSurveyResult): boolean {
  const others = loadLocalResults().filter((stored) => stored.id !== result.id);
  return writeJson(STORAGE_KEYS.surveyResponses, [result, ...others]);
}

/** The server acknowledged a queued result: keep it, no longer pending. */
export function markAcknowledged(id: string): void {
  const results = loadLocalResults();
  const index = results.findIndex((stored) => stored.id === id);
  if (index < 0 || !results[index]!.pending) return;
  results[index] = { ...results[index]!, pending: false };
  writeJson(STORAGE_KEYS.surveyResponses, results);
}
