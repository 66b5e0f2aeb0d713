import {
  QUESTION_COUNT,
  percentage,
  type AnalyticsFilters,
  type EngagementAnalytics,
} from '@prca/core';
import type { Database } from '../../../db/client';
import { readCompletionFigures, type CompletionFigures } from '../completion/repository';

/**
 * The engagement tab. A completed attempt reached every question; of the attempts that reached
 * question q (furthest question ≥ q), the drop-offs at q are the abandoned ones whose furthest
 * question is q: a session still in progress may yet go on, and a completed one did not drop
 * off.
 */
export function toEngagementAnalytics(figures: CompletionFigures): EngagementAnalytics {
  const { started, completed, abandoned } = figures;
  const atQuestion = new Map(
    figures.unfinishedByFurthestQuestion.map((tally) => [tally.question, tally]),
  );
  let reached =
    completed +
    figures.unfinishedByFurthestQuestion
      .filter((tally) => tally.question >= 1)
      .reduce((sum, tally) => sum + tally.sessions, 0);
  const dropoffPoints = Array.from({ length: QUESTION_COUNT }, (_, index) => {
    const question = index + 1;
    const here = atQuestion.get(question);
    const point = {
      question,
      reached,
      dropped: here?.abandoned ?? 0,
      dropoffRate: percentage(here?.abandoned ?? 0, reached),
    };
    reached -= here?.sessions ?? 0;
    return point;
  });
  return {
    completionRates: {
      started,
      completed,
      abandoned,
      inProgress: started - completed - abandoned,
      completionRate: percentage(completed, started),
    },
    timeMetrics: {
      averageTime: figures.averageSeconds,
      medianTime: figures.medianSeconds,
      fastestCompletion: figures.fastestSeconds,
      slowestCompletion: figures.slowestSeconds,
      completedResponses: completed,
      recordedTimes: figures.recordedTimes,
      unrecordedTimes: figures.unrecordedTimes,
      implausibleTimes: figures.implausibleTimes,
    },
    dropoffPoints,
  };
}

export function createEngagementService(db: Database, timeZone: string) {
  return {
    read: async (filters: AnalyticsFilters): Promise<EngagementAnalytics> =>
      toEngagementAnalytics(await readCompletionFigures(db, new Date(), filters, timeZone)),
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
