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
