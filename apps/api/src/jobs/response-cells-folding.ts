import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { runNowAndHourly } from './hourly-task';
import { foldPendingResponseCells } from '../kept/response-cells/cells';

/**
 * A read adds what is pending to the kept cells itself, so this only keeps that part small: at
 * start, every response stored before the cells existed, then at most an hour of submissions.
 */
export function startResponseCellsFolding(db: Database, log: FastifyBaseLogger): () => void {
  return runNowAndHourly(
    async () => {
      const folded = await foldPendingResponseCells(db);
      if (folded > 0) log.info({ folded }, 'folded responses into the kept response cells');
    },
    log,
    'folding the kept response cells failed',
  );
}
