import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { runNowAndHourly } from './hourly-task';
import { foldPendingReliability } from '../kept/reliability-sums/cells';

/**
 * A reliability request folds whatever is pending before it reads, so this only bounds the
 * work that request finds: at most an hour of submissions, not everything since the last
 * time a researcher looked.
 */
export function startReliabilityFolding(db: Database, log: FastifyBaseLogger): () => void {
  return runNowAndHourly(
    async () => {
      const folded = await foldPendingReliability(db);
      if (folded > 0) log.info({ folded }, 'folded responses into the reliability sums');
    },
    log,
    'folding the reliability sums failed',
  );
}
