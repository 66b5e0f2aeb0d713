import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { runNowAndHourly } from './hourly-task';
import { foldOtherCauseTexts } from '../kept/other-cause-texts/texts';

/**
 * An other-causes request folds whatever is pending before it reads, so this only bounds the
 * work that request finds: at start, the texts of every response stored before the kept
 * analysis existed (analysed here rather than by the first researcher to open the tab), then at
 * most an hour of submissions.
 */
export function startOtherCauseFolding(db: Database, log: FastifyBaseLogger): () => void {
  return runNowAndHourly(
    async () => {
      const analysed = await foldOtherCauseTexts(db);
      if (analysed > 0) log.info({ analysed }, 'analysed new texts of the other causes');
    },
    log,
    'folding the other causes failed',
  );
}
