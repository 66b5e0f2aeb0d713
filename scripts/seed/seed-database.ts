import { ItemSumsAccumulator, QUESTION_COUNT, alphaFromSums, orientedAnswers } from '@prca/core';
import type { DatabaseHandle } from '../../apps/api/src/db/client';
import { MINUTE_MS, SubmissionCalendar } from './calendar';
import { Random } from './random';
import { completedResponse, type ResponseRow, type SessionRow } from './respondent';
import { foldKeptFigures } from '../../apps/api/src/kept';
import { createSettingsRepository } from '../../apps/api/src/modules/settings/repository';
import { recomputeQuality } from '../../apps/api/src/quality/recompute';
import { seedStudy, type StudyShape } from './study';
import { abandonedSession, inProgressSession, inProgressCount } from './sessions';
import { analyseTables, countRows, emptyTables, writeBatch, type SeededCounts } from './writer';

/**
 * Changes whenever the generator writes different rows for the same seed, so that the
 * benchmark rebuilds the databases it keeps instead of measuring stale data.
 */
export const SEED_GENERATOR_VERSION = 3;

export interface SeedOptions {
  responses: number;
  /** Sessions that never completed: abandoned ones and a handful in progress. */
  sessionsExtra: number;
  seed: number;
  reset: boolean;
  batchSize: number;
  /** Schools, waves and classes to spread the responses over (none: no class, as before). */
  study?: StudyShape;
}

export interface SeedReport {
  counts: SeededCounts;
  seconds: number;
  /** Of `seconds`, the time spent folding the new rows into the kept sums and text analyses and flagging them. */
  foldSeconds: number;
  /** Of the answers written by this run (oriented items), as a check on the generator. */
  alpha: number | null;
  meanTotal: number | null;
}

export type ProgressListener = (done: number, total: number, elapsedSeconds: number) => void;

/**
 * Fills survey_responses and survey_sessions with realistic rows. Generation of one batch
 * overlaps the database's writing of the previous one, so both cores stay busy.
 */
export async function seedDatabase(
  database: DatabaseHandle,
  options: SeedOptions,
  onProgress: ProgressListener = () => {},
): Promise<SeedReport> {
  const began = performance.now();
  const elapsed = () => (performance.now() - began) / 1000;
  const { db } = database;
  if (options.reset) await emptyTables(db);

  // Whole minutes: the same seed gives the same rows, shifted only by when it ran.
  const now = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
  const random = new Random(options.seed);
  const calendar = new SubmissionCalendar(now);
  const inProgress = inProgressCount(options.sessionsExtra);
  const submissionTimes = calendar.drawSorted(random, options.responses);
  const abandonedTimes = calendar.drawSorted(random, options.sessionsExtra - inProgress);
  // Drawn after the rows' times, so that a seed without classes writes the rows it always did.
  const classesByGrade = options.study?.classes
    ? await seedStudy(db, random, options.study)
    : undefined;

  const items = new ItemSumsAccumulator(QUESTION_COUNT);
  let totalSum = 0;
  let nextAbandoned = 0;
  let pending: Promise<void> = Promise.resolve();
  const write = async (sessions: SessionRow[], responses: ResponseRow[]) => {
    await pending;
    pending = writeBatch(db, { sessions, responses });
    // Handled by the next `await pending`; this keeps Node from calling it unhandled meanwhile.
    pending.catch(() => {});
  };

  const rowCount = options.responses + options.sessionsExtra;
  for (let start = 0; start < options.responses; start += options.batchSize) {
    const end = Math.min(options.responses, start + options.batchSize);
    const sessions: SessionRow[] = [];
    const responses: ResponseRow[] = [];
    for (let index = start; index < end; index++) {
      const submittedAt = submissionTimes[index] as number;
      // Abandoned sessions are interleaved in time with the completed ones.
      while (
        nextAbandoned < abandonedTimes.length &&
        (abandonedTimes[nextAbandoned] as number) <= submittedAt
      ) {
        sessions.push(abandonedSession(random, abandonedTimes[nextAbandoned++] as number, now));
      }
      const { response, session } = completedResponse(random, submittedAt);
      const inGrade = classesByGrade?.get(response.grade);
      if (inGrade && inGrade.length > 0) {
        const studyClass = random.pick(inGrade);
        Object.assign(response, studyClass);
        Object.assign(session, studyClass);
      }
      sessions.push(session);
      responses.push(response);
      items.add(orientedAnswers(response.answers));
      totalSum += response.total_score;
    }
    await write(sessions, responses);
    onProgress(end + nextAbandoned, rowCount, elapsed());
  }

  const remaining: SessionRow[] = [];
  while (nextAbandoned < abandonedTimes.length) {
    remaining.push(abandonedSession(random, abandonedTimes[nextAbandoned++] as number, now));
  }
  for (let index = 0; index < inProgress; index++) remaining.push(inProgressSession(random, now));
  let written = options.responses + options.sessionsExtra - remaining.length;
  for (let start = 0; start < remaining.length; start += options.batchSize) {
    const chunk = remaining.slice(start, start + options.batchSize);
    await write(chunk, []);
    written += chunk.length;
    onProgress(written, rowCount, elapsed());
  }
  await pending;
  // What the running server does within the hour (kept/fold-job.ts, jobs/quality-recompute.ts),
  // done now so that the first request after a bulk load does not pay for a million rows, nor
  // share the machine with a server flagging them in the background.
  const foldBegan = performance.now();
  await foldKeptFigures(db);
  await recomputeQuality(db, await createSettingsRepository(db).get('qualityThresholds'));
  const foldSeconds = (performance.now() - foldBegan) / 1000;
  await analyseTables(db, database.kind);

  const alpha = options.responses > 1 ? alphaFromSums(items.toSums()).alpha : null;
  return {
    counts: await countRows(db),
    seconds: elapsed(),
    foldSeconds,
    alpha,
    meanTotal: options.responses > 0 ? totalSum / options.responses : null,
  };
}
