import { localSurveyResultSchema, type LocalSurveyResult } from '@prca/core';
import { storedEntries } from './local-results';

// Apart from local-results.ts, which the survey loads to keep and queue a result: reading
// them back checks each with core's schema (zod), which only the results screens need.

/**
 * The results this browser has kept for one respondent that the screens can show (core's
 * schema), newest first. Results of no known respondent (kept before results had an owner)
 * are nobody's to see: on a shared computer they may be another student's.
 */
export function loadLocalResults(owner: string | null): LocalSurveyResult[] {
  if (owner === null) return [];
  return storedEntries()
    .filter((entry) => entry.owner === owner)
    .flatMap((entry) => {
      const parsed = localSurveyResultSchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    })
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp));
}
