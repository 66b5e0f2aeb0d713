import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { foldPendingReliability } from './reliability-repository';

const EVERY_HOUR_MS = 60 * 60 * 1000;

/**
 * A reliability request folds whatever is pending before it reads, so this only bounds the
 * work that request finds: at most an hour of submissions, not everything since the last
 * time a researcher looked.
 */
export function startReliabilityFolding(db: Database, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      const folded = await foldPendingReliability(db);
      if (folded > 0) log.info({ folded }, 'folded responses into the reliability sums');
    } catch (error) {
      log.error({ err: error }, 'folding the reliability sums failed');
    }
  };
  void run();
  const timer = setInterval(run, EVERY_HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
