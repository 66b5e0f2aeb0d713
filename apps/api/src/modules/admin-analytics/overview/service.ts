import { percentage, roundLikeR, type AnalyticsFilters, type OverviewStats } from '@prca/core';
import type { Database } from '../../../db/client';
import { readCompletionFigures, type CompletionFigures } from '../completion/repository';
import { readQualityCounts } from './quality-counts';
import { readOverviewCounts, type OverviewCounts } from './repository';

const round1 = (value: number) => roundLikeR(value, 1);

/**
 * Percentage change from the earlier period to the later, to one decimal; null when the earlier
 * period had none and the later some: no percentage measures growth from nothing, and "up 100 %"
 * would read as a doubling.
 */
export function percentChange(previous: number, recent: number): number | null {
  if (previous === 0) return recent === 0 ? 0 : null;
  return round1(((recent - previous) / previous) * 100);
}

/**
 * The dashboard's cards from the raw counts; completion rate and time are the engagement tab's
 * (null when nothing was measured).
 */
export function toOverviewStats(
  counts: OverviewCounts,
  completion: CompletionFigures,
  quality: OverviewStats['quality'],
): OverviewStats {
  return {
    totalResponses: counts.totalResponses,
    responsesTrend: { change: percentChange(counts.responsesPrevious, counts.responsesRecent) },
    totalUsers: counts.totalUsers,
    usersTrend: { change: percentChange(counts.usersPrevious, counts.usersRecent) },
    avgCompletionTime:
      completion.averageSeconds === null ? null : Math.round(completion.averageSeconds),
    completionRate:
      completion.started === 0 ? null : percentage(completion.completed, completion.started),
    quality,
  };
}

/**
 * The dashboard's cards as of now, for the responses and sessions of the filters (accounts are
 * not in any subset: the users card counts them all).
 */
export function createOverviewService(db: Database, timeZone: string) {
  return {
    stats: async (filters: AnalyticsFilters): Promise<OverviewStats> => {
      const now = new Date();
      const [counts, completion, quality] = await Promise.all([
        readOverviewCounts(db, now, filters, timeZone),
        readCompletionFigures(db, now, filters, timeZone),
        readQualityCounts(db, filters, timeZone),
      ]);
      return toOverviewStats(counts, completion, quality);
    },
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;
