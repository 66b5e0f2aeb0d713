import {
  CATEGORIES,
  PRCA24_SCORES,
  reliableChangeCounts,
  type Category,
  type Prca24Score,
  type ReleaseChangeFigures,
  type ScoreCount,
  type StatisticUnavailableReason,
} from '@prca/core';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { EXCLUDED_RESPONSE } from '../../../db/filters';
import { classes } from '../../../db/schema';
import { readJointHistograms, type JointCount } from '../../admin-analytics/change/repository';
import type { ChangeService } from '../../admin-analytics/change/service';
import { readWaveBefore, type NamedWave } from '../../../db/wave-order';

/*
 * What the class report's change since the last wave is computed from (issue 32): the kept
 * matching of the report's wave with the wave before it (the change module's), the students
 * whose later response the report counts, and the standard error of measurement of the whole
 * wave pair, which the change endpoint computes (and keeps) for every pair: a class's changes
 * are judged against the same measurement error as the study's.
 */

/** A subset's change, exact: its pairs' figures, and the whole wave pair's SEM for each score. */
export interface ExactChange extends ReleaseChangeFigures {
  earlierWaveId: string;
  /** Why a score's reliable change is null: the whole wave pair gives no SEM. */
  reliableReasons: Record<Prca24Score, StatisticUnavailableReason | null>;
  /** The whole wave pair's SEM of each score; null when it has none. */
  sem: Record<Prca24Score, number | null>;
}

/** Which responses of the two waves a subset's pairs are made of. */
export interface PairChoice {
  earlierWave: string;
  laterWave: string;
  /** Conditions on survey_responses, unaliased, as the change module's WavePair takes them. */
  earlier: SQL;
  later: SQL;
}

const byCategory = (of: (category: Category) => number) =>
  Object.fromEntries(CATEGORIES.map((category) => [category, of(category)])) as Record<
    Category,
    number
  >;

const byScore = <T>(of: (score: Prca24Score) => T) =>
  Object.fromEntries(PRCA24_SCORES.map((score) => [score, of(score)])) as Record<Prca24Score, T>;

type WholePair = Awaited<ReturnType<ChangeService['read']>>;

/** A subset's figures from its pairs' joint histograms and the wave pair's SEM. */
function changeOf(
  earlierWaveId: string,
  joint: readonly JointCount[],
  whole: WholePair,
): ExactChange {
  const rows = (score: Prca24Score) => joint.filter((row) => row.score === score);
  const sum = (score: Prca24Score, side: 'before' | 'after') =>
    rows(score).reduce((total, row) => total + row[side] * row.count, 0);
  const scoreOf = (score: Prca24Score) => whole.scores.find((figures) => figures.score === score);
  return {
    earlierWaveId,
    pairs: rows('total').reduce((total, row) => total + row.count, 0),
    before: byCategory((category) => sum(category, 'before')),
    after: byCategory((category) => sum(category, 'after')),
    reliable: byScore((score) => {
      const sem = scoreOf(score)?.sem ?? null;
      // The endpoint counts none when the SEM is missing or 0; neither is a measurement error.
      if (sem === null || !scoreOf(score)?.reliableChange) return null;
      const change: ScoreCount[] = rows(score).map((row) => ({
        value: row.after - row.before,
        count: row.count,
      }));
      const counts = reliableChangeCounts(change, sem);
      return [counts.improved, counts.unchanged, counts.worsened];
    }),
    reliableReasons: byScore((score) => scoreOf(score)?.reliableChangeReason ?? null),
    sem: byScore((score) => scoreOf(score)?.sem ?? null),
  };
}

export function createSinceLastWave(db: Database, changes: ChangeService) {
  /**
   * The whole wave pair's figures, read before a subset's pairs: that matches the two waves
   * again if either changed since (the change module keeps its matching and these figures).
   */
  const wholePair = (earlierWave: string, laterWave: string): Promise<WholePair> =>
    changes.read({ fromWave: earlierWave, toWave: laterWave });

  async function changeWith(choice: PairChoice, whole: WholePair): Promise<ExactChange> {
    const joint = await readJointHistograms(db, {
      fromWave: choice.earlierWave,
      toWave: choice.laterWave,
      earlierCondition: choice.earlier,
      laterCondition: choice.later,
      everyResponse: false,
    });
    return changeOf(choice.earlierWave, joint, whole);
  }

  return {
    earlierWave: (waveId: string): Promise<NamedWave | null> => readWaveBefore(db, waveId),

    /** The change of one subset. */
    async exactChange(choice: PairChoice): Promise<ExactChange> {
      return changeWith(choice, await wholePair(choice.earlierWave, choice.laterWave));
    },

    /**
     * Each class's change as a release counts it (issue 28): the pairs whose later response is
     * one of the release's counted responses, whose earlier one is not flagged. null for a class
     * of the study's first wave. Each wave pair is matched and read once for all the classes.
     */
    async ofReleases(
      releases: readonly { classId: string; countedIds: readonly string[] }[],
    ): Promise<Map<string, ExactChange | null>> {
      const found = new Map<string, ExactChange | null>();
      if (releases.length === 0) return found;
      const rows = await db
        .select({ id: classes.id, waveId: classes.waveId })
        .from(classes)
        .where(
          inArray(
            classes.id,
            releases.map((release) => release.classId),
          ),
        );
      const waveOf = new Map(rows.map((row) => [row.id, row.waveId]));
      const pairs = new Map<string, { earlierWave: NamedWave; whole: WholePair } | null>();
      for (const { classId, countedIds } of releases) {
        const laterWave = waveOf.get(classId);
        if (!laterWave) continue;
        if (!pairs.has(laterWave)) {
          const earlierWave = await readWaveBefore(db, laterWave);
          pairs.set(
            laterWave,
            earlierWave && { earlierWave, whole: await wholePair(earlierWave.id, laterWave) },
          );
        }
        const pair = pairs.get(laterWave);
        if (!pair) {
          found.set(classId, null);
          continue;
        }
        const counted =
          countedIds.length > 0
            ? sql`survey_responses.class_id = ${classId} AND survey_responses.id IN (${sql.join(
                countedIds.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : sql`false`;
        const choice = {
          earlierWave: pair.earlierWave.id,
          laterWave,
          earlier: sql`NOT ${EXCLUDED_RESPONSE}`,
          later: counted,
        };
        found.set(classId, await changeWith(choice, pair.whole));
      }
      return found;
    },
  };
}

export type SinceLastWaveReads = ReturnType<typeof createSinceLastWave>;
