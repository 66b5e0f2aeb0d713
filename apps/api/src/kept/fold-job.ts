import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { runNowAndHourly } from '../jobs/hourly-task';
import { KEPT_FIGURES } from './registry';

/**
 * Folds every kept figure at start and then hourly. Reads are exact without it (README.md,
 * "Read policies"), so this only bounds the work a read finds: at start, every response stored
 * before a kept figure existed (texts analysed here rather than by the first researcher to open
 * the tab), then at most an hour of submissions. A figure whose fold fails is logged and the
 * others still fold.
 */
export function startKeptFiguresFolding(db: Database, log: FastifyBaseLogger): () => void {
  return runNowAndHourly(
    async () => {
      for (const figure of KEPT_FIGURES) {
        try {
          const count = await figure.fold(db);
          if (count > 0) log.info({ [figure.log.count]: count }, figure.log.done);
        } catch (error) {
          log.error({ err: error }, figure.log.failed);
        }
      }
    },
    log,
    'folding the kept figures failed',
  );
}
