import { asc, sql } from 'drizzle-orm';
import type { Database } from './client';
import { waves } from './schema';

/**
 * The study's waves oldest first: by the day each opens, a wave without one first (the study
 * screen lists those last, newest first), then in the order they were made. The order in which
 * students answered them: "the wave before" of a class report, the analysis package's
 * consecutive wave pairs, the pairs whose change figures the hourly job keeps
 * (kept/wave-pairs-job.ts) and a student's own waves all follow it, so that they name the same
 * pairs (issue 32).
 */
export const WAVES_OLDEST_FIRST = [
  sql`${waves.opensOn} ASC NULLS FIRST`,
  asc(waves.createdAt),
  asc(waves.packageCode),
];

export interface NamedWave {
  id: string;
  name: string;
}

/** The study's waves, oldest first. A study has a few dozen at most. */
export function readWavesOldestFirst(db: Database): Promise<NamedWave[]> {
  return db
    .select({ id: waves.id, name: waves.name })
    .from(waves)
    .orderBy(...WAVES_OLDEST_FIRST);
}

/** The wave just before `waveId` in the study's order; null for the first (or an unknown one). */
export async function readWaveBefore(db: Database, waveId: string): Promise<NamedWave | null> {
  const ordered = await readWavesOldestFirst(db);
  const index = ordered.findIndex((wave) => wave.id === waveId);
  return index > 0 ? ordered[index - 1]! : null;
}
