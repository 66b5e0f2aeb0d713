import { PRCA24_SCORES, type MatchQuality, type Prca24Score } from '@prca/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { WaveMatchingService } from '../admin-analytics/change/matching';
import { chosenPair, countedPairs, type WavePair } from '../admin-analytics/change/repository';
import { SCORE_COLUMNS } from '../admin-analytics/score-columns';
import { readWavesOldestFirst } from '../../db/wave-order';
import { responseCondition, type ResponseFilters } from './filters';

/*
 * What the analysis package's change.csv reads (issue 32): the students matched between each two
 * consecutive waves of the study, the pair counted as the change endpoint counts it when the
 * export's filters choose its earlier response (the later one by the school and quality
 * filters alone).
 */

/** A pair of consecutive waves and how many of its matched pairs the filters choose. */
export interface WavePairCount {
  fromWave: string;
  toWave: string;
  pairs: number;
}

/** One matched pair: both responses' scores, never their ids. */
export interface ChangeRow {
  fromWave: string;
  toWave: string;
  schoolId: string | null;
  quality: MatchQuality;
  before: Record<Prca24Score, number>;
  after: Record<Prca24Score, number>;
}

/** Pairs per read: a batch is a few hundred kilobytes however many pairs there are. */
const CHANGE_BATCH = 10_000;

type ScoreRow = Record<string, number | string | null> & {
  key: string;
  outcome: MatchQuality;
  school_id: string | null;
};

export function createChangeExportReads(
  db: Database,
  timeZone: string,
  matching: WaveMatchingService,
) {
  const pairOf = (fromWave: string, toWave: string, filters: ResponseFilters): WavePair =>
    chosenPair(fromWave, toWave, responseCondition(filters, timeZone), filters, timeZone);

  return {
    /**
     * Each two consecutive waves, oldest first (db/wave-order.ts), matched again if
     * either wave's responses changed, with the pairs the filters choose; only those with any.
     */
    async wavePairs(filters: ResponseFilters): Promise<WavePairCount[]> {
      const ordered = await readWavesOldestFirst(db);
      const counts: WavePairCount[] = [];
      for (let index = 1; index < ordered.length; index++) {
        const [fromWave, toWave] = [ordered[index - 1]!.id, ordered[index]!.id];
        await matching.refresh(fromWave, toWave);
        const [row] = await queryRows<{ pairs: number }>(
          db,
          sql`SELECT count(*)::int AS pairs FROM (${countedPairs(pairOf(fromWave, toWave, filters))}) AS counted`,
        );
        if (row!.pairs > 0) counts.push({ fromWave, toWave, pairs: row!.pairs });
      }
      return counts;
    },

    /**
     * The chosen pairs of these wave pairs, each wave pair's by its earlier response's id (a
     * random id, so the order says nothing of when anyone answered), read in batches.
     */
    async *rows(
      filters: ResponseFilters,
      pairs: readonly WavePairCount[],
    ): AsyncGenerator<ChangeRow> {
      const columns = PRCA24_SCORES.map((score) =>
        sql.raw(
          `b.${SCORE_COLUMNS[score]}::int AS "b_${score}", a.${SCORE_COLUMNS[score]}::int AS "a_${score}"`,
        ),
      );
      for (const { fromWave, toWave } of pairs) {
        let after: string | undefined;
        for (;;) {
          const rows = await queryRows<ScoreRow>(
            db,
            sql`SELECT p.from_response_id::text AS key, p.outcome, b.school_id::text AS school_id,
                ${sql.join(columns, sql`, `)}
              FROM (${countedPairs(pairOf(fromWave, toWave, filters))}) AS p
              JOIN survey_responses b ON b.id = p.from_response_id
              JOIN survey_responses a ON a.id = p.to_response_id
              ${after === undefined ? sql`` : sql`WHERE p.from_response_id > ${after}::uuid`}
              ORDER BY p.from_response_id LIMIT ${CHANGE_BATCH}`,
          );
          for (const row of rows) {
            const scores = (side: 'a' | 'b') =>
              Object.fromEntries(
                PRCA24_SCORES.map((score) => [score, Number(row[`${side}_${score}`])]),
              ) as Record<Prca24Score, number>;
            yield {
              fromWave,
              toWave,
              schoolId: row.school_id,
              quality: row.outcome,
              before: scores('b'),
              after: scores('a'),
            };
          }
          if (rows.length < CHANGE_BATCH) break;
          after = rows.at(-1)!.key;
        }
      }
    },
  };
}

export type ChangeExportReads = ReturnType<typeof createChangeExportReads>;
