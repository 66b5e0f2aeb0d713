import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { SettingsRepository } from '../modules/settings/repository';
import { recomputeQuality } from '../quality/recompute';
import { runNowAndHourly } from './hourly-task';

/**
 * Brings the stored flags to the current thresholds (issue 17), in the background: after a
 * superadmin changes them, at start (the first run after the flags' migration backfills every
 * older response), and hourly (a change saved through another instance). One run at a time in
 * this process; a change during a run starts another when it ends. Two instances may both run:
 * the batches are idempotent, so that costs work, not correctness.
 */
export function createQualityRecomputer(
  db: Database,
  settings: Pick<SettingsRepository, 'get'>,
  log?: Pick<FastifyBaseLogger, 'info' | 'error'>,
) {
  let running: Promise<void> | undefined;
  let again = false;

  async function runUntilCurrent(): Promise<void> {
    do {
      again = false;
      const recomputed = await recomputeQuality(db, await settings.get('qualityThresholds'));
      if (recomputed > 0) log?.info({ recomputed }, 'recomputed the data-quality flags');
    } while (again);
  }

  return {
    /** Starts a run (or asks the current one to run again); resolves when the flags are current. */
    start(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      const run = runUntilCurrent()
        .catch((error: unknown) => log?.error({ err: error }, 'recomputing the flags failed'))
        .finally(() => {
          running = undefined;
        });
      running = run;
      return run;
    },

    /** Resolves when no run is under way (before closing the database). */
    async idle(): Promise<void> {
      while (running) await running;
    },
  };
}

export type QualityRecomputer = ReturnType<typeof createQualityRecomputer>;

/** Runs the recomputation at start and hourly while the server lives. */
export function startQualityRecompute(
  recomputer: QualityRecomputer,
  log: FastifyBaseLogger,
): () => void {
  return runNowAndHourly(() => recomputer.start(), log, 'recomputing the flags failed');
}
