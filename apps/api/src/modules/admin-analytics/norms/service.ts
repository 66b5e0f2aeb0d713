import {
  MCCROSKEY_NORMS_SOURCE,
  compareWithMcCroskeyNorms,
  type AnalyticsFilters,
  type NormsAnalytics,
} from '@prca/core';
import type { Database } from '../../../db/client';
import { filterCondition } from '../../../db/filters';
import { readScoreMoments } from './repository';

export function createNormsService(db: Database, timeZone: string) {
  return {
    read: async (filters: AnalyticsFilters): Promise<NormsAnalytics> => ({
      source: { ...MCCROSKEY_NORMS_SOURCE },
      scores: compareWithMcCroskeyNorms(
        await readScoreMoments(db, filterCondition(filters, timeZone)),
      ),
    }),
  };
}

export type NormsService = ReturnType<typeof createNormsService>;
