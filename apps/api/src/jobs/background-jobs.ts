import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { startKeptFiguresFolding } from '../kept/fold-job';
import { startWavePairsRefresh, type WavePairsRefresher } from '../kept/wave-pairs-job';
import { startEmbeddedVacuum } from './embedded-vacuum';
import { startGuestRetention } from './guest-retention';
import { startQualityRecompute, type QualityRecomputer } from './quality-recompute';

/**
 * The work a server runs at start and hourly beside the requests. Made with the services
 * (services.ts), so that the hourly recomputation of the quality flags is the same recomputer
 * a change of thresholds starts: one run at a time, and the app's close waits for it; so is
 * the keeping of the wave pairs' change figures, which tests run a round of (`wavePairs.run`).
 * Only a serving process starts them; tests that build the app do not.
 */
export function createBackgroundJobs(
  database: DatabaseHandle,
  qualityRecompute: QualityRecomputer,
  wavePairs: WavePairsRefresher,
  log: FastifyBaseLogger,
) {
  return {
    wavePairs,

    /** Starts every job (each runs once now); returns what stops their timers. */
    start(): () => void {
      const stops = [
        startGuestRetention(database.db, log),
        startKeptFiguresFolding(database.db, log),
        startQualityRecompute(qualityRecompute, log),
        startWavePairsRefresh(wavePairs, log),
        startEmbeddedVacuum(database, log),
      ];
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
}

export type BackgroundJobs = ReturnType<typeof createBackgroundJobs>;
