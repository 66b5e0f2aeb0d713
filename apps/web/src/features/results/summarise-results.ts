import { CATEGORIES, SUBSCORE_RANGE, TOTAL_RANGE, type Subscores } from '@prca/core';
import type { LocalSurveyResult } from '../survey/local-results';

export {
  COMPLETION_RATE,
  NOT_GIVEN,
  TOTAL_LEVELS,
  percentage,
  roundedMean,
  summariseResults,
  type ContextAverage,
  type GroupSummary,
  type LevelCount,
  type ResultsSummary,
  type SummarisableResult,
} from '@prca/core';

function isScore(value: unknown, range: { min: number; max: number }): value is number {
  return (
    Number.isInteger(value) && (value as number) >= range.min && (value as number) <= range.max
  );
}

/**
 * Storage may hold entries this version of the app did not write (an older version, another
 * tab mid-upgrade, a hand edit). Core's interpreters throw on impossible scores, so such an
 * entry would take the whole tab down; it is left out instead.
 */
export function isSummarisable(value: unknown): value is LocalSurveyResult {
  if (typeof value !== 'object' || value === null) return false;
  const result = value as Partial<LocalSurveyResult>;
  const subscores = result.subscores as Partial<Subscores> | undefined;
  return (
    typeof result.timestamp === 'string' &&
    isScore(result.totalScore, TOTAL_RANGE) &&
    typeof subscores === 'object' &&
    subscores !== null &&
    CATEGORIES.every((category) => isScore(subscores[category], SUBSCORE_RANGE))
  );
}

export function usableResults(results: readonly unknown[]): LocalSurveyResult[] {
  return results.filter(isSummarisable);
}

export interface NumberedResult<T> {
  /** 1 for the first survey taken in this browser. */
  number: number;
  result: T;
}

/**
 * Newest first, numbered in the order they were taken, so a result keeps its number when a
 * newer one arrives.
 */
export function numberResults<T extends { timestamp: string }>(
  results: readonly T[],
): NumberedResult<T>[] {
  // ISO 8601 timestamps in UTC sort as plain strings.
  const oldestFirst = [...results].sort((a, b) =>
    a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0,
  );
  return oldestFirst.map((result, index) => ({ number: index + 1, result })).reverse();
}
