import { roundLikeR, type AnalyticsFilters, type OverviewStats } from '@prca/core';
import type { Database } from '../../../db/client';
import { readOverviewCounts, type OverviewCounts } from './repository';

const round1 = (value: number) => roundLikeR(value, 1);

/** Percentage change from the earlier period to the later, to one decimal (100 from nothing). */
export function percentChange(previous: number, recent: number): number {
  if (previous === 0) return recent === 0 ? 0 : 100;
  return round1(((recent - previous) / previous) * 100);
}

/** The dashboard's four cards from the raw counts. */
export function toOverviewStats(counts: OverviewCounts): OverviewStats {
  return {
    totalResponses: counts.totalResponses,
    responsesTrend: { change: percentChange(counts.responsesPrevious, counts.responsesRecent) },
    totalUsers: counts.totalUsers,
    usersTrend: { change: percentChange(counts.usersPrevious, counts.usersRecent) },
    avgCompletionTime: Math.round(counts.averageCompletionSeconds ?? 0),
    completionRate:
      counts.sessionsStarted === 0
        ? 0
        : round1((counts.sessionsCompleted / counts.sessionsStarted) * 100),
  };
}

/**
 * The dashboard's cards as of now, for the responses and sessions of the filters (accounts are
 * not in any subset: the users card counts them all).
 */
export function createOverviewService(db: Database, timeZone: string) {
  return {
    stats: async (filters: AnalyticsFilters): Promise<OverviewStats> =>
      toOverviewStats(await readOverviewCounts(db, new Date(), filters, timeZone)),
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;
