import { MCCROSKEY_NORMS_SOURCE, compareWithMcCroskeyNorms, type NormsAnalytics } from '@prca/core';
import type { Database } from '../../../db/client';
import { readScoreMoments } from './repository';

export function createNormsService(db: Database) {
  return {
    read: async (): Promise<NormsAnalytics> => ({
      source: { ...MCCROSKEY_NORMS_SOURCE },
      scores: compareWithMcCroskeyNorms(await readScoreMoments(db)),
    }),
  };
}

export type NormsService = ReturnType<typeof createNormsService>;
