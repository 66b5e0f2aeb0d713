import {
  QUESTION_COUNT,
  percentage,
  type AnalyticsFilters,
  type EngagementAnalytics,
} from '@prca/core';
import type { Database } from '../../../db/client';
import { readSessionFigures, type SessionFigures } from './repository';

/**
 * The engagement tab. Of the sessions that reached question q (furthest question ≥ q), the
 * drop-offs at q are the abandoned ones whose furthest question is q: a session still in
 * progress may yet go on, and a completed one did not drop off.
 */
export function toEngagementAnalytics(figures: SessionFigures): EngagementAnalytics {
  const { started, completed, abandoned } = figures;
  const atQuestion = new Map(figures.byFurthestQuestion.map((tally) => [tally.question, tally]));
  let reached = figures.byFurthestQuestion
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
    },
    dropoffPoints,
  };
}

export function createEngagementService(db: Database, timeZone: string) {
  return {
    read: async (filters: AnalyticsFilters): Promise<EngagementAnalytics> =>
      toEngagementAnalytics(await readSessionFigures(db, new Date(), filters, timeZone)),
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
