import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { readWavesOldestFirst } from '../db/wave-order';
import { runNowAndHourly } from '../jobs/hourly-task';
import type { ChangeService } from '../modules/admin-analytics/change/service';
import type { SettingsRepository } from '../modules/settings/repository';

/** What one round did: the pairs of consecutive waves it looked at, and those it worked on. */
export interface WavePairsRound {
  pairs: number;
  refreshed: number;
}

/**
 * Keeps the change figures of each pair of consecutive waves (issue 32, README.md "Kept per wave
 * pair") while the study links its waves: the matching and the whole pair's figures, made again
 * only where either wave gained or lost a response since (the change module's fingerprint;
 * the matching under its advisory lock, as a researcher's read takes it). A student's own
 * change (surveys/change) only reads what is kept here, so it judges a change against the
 * study's measurement error without waiting for a researcher to open the Change view, and
 * against one at most an hour old. One round at a time in this process: a call during a round
 * waits for that round. Another instance doing the same waits for the lock and finds the
 * matching current; at worst both compute a pair's figures, the same ones.
 */
export function createWavePairsRefresher(
  db: Database,
  settings: Pick<SettingsRepository, 'get'>,
  change: Pick<ChangeService, 'keepWholePair'>,
  log?: Pick<FastifyBaseLogger, 'info' | 'error'>,
) {
  let running: Promise<WavePairsRound> | undefined;

  async function round(): Promise<WavePairsRound> {
    // Without linking only accounts link waves, and nobody asked for the cost of matching.
    if (!(await settings.get('linkWaves'))) return { pairs: 0, refreshed: 0 };
    const ordered = await readWavesOldestFirst(db);
    let refreshed = 0;
    for (let index = 1; index < ordered.length; index++) {
      const [fromWave, toWave] = [ordered[index - 1]!.id, ordered[index]!.id];
      try {
        if (await change.keepWholePair(fromWave, toWave)) refreshed += 1;
      } catch (error) {
        // A wave deleted meanwhile, say: the other pairs are still kept.
        log?.error({ err: error, fromWave, toWave }, 'keeping the change of a wave pair failed');
      }
    }
    if (refreshed > 0) log?.info({ refreshed }, 'kept the change of wave pairs again');
    return { pairs: Math.max(0, ordered.length - 1), refreshed };
  }

  return {
    /** A round, or the one under way; resolves when it has ended. */
    run(): Promise<WavePairsRound> {
      running ??= round().finally(() => {
        running = undefined;
      });
      return running;
    },

    /** Resolves when no round is under way (before closing the database). */
    async idle(): Promise<void> {
      while (running) await running.catch(() => undefined);
    },
  };
}

export type WavePairsRefresher = ReturnType<typeof createWavePairsRefresher>;

/** Runs a round at start, so that a restarted server does not wait an hour, and then hourly. */
export function startWavePairsRefresh(
  refresher: WavePairsRefresher,
  log: FastifyBaseLogger,
): () => void {
  return runNowAndHourly(
    async () => {
      await refresher.run();
    },
    log,
    'keeping the change of wave pairs failed',
  );
}
