import { qualityFlags, type QualityThresholds } from '@prca/core';
import { sql } from 'drizzle-orm';
import { queryRows, type SqlRunner } from '../db/query-rows';
import { qualityBasis, qualityColumns } from './columns';
import { speedingMedianOf, speedingMedians, type SpeedingMedians } from './evidence';

/** Responses recomputed per statement: short statements, so submissions never wait long. */
export const RECOMPUTE_BATCH = 500;

interface StaleRow {
  id: string;
  answers: number[];
  completionSeconds: number | null;
  waveId: string | null;
  duplicateOf: string | null;
}

/**
 * The responses after `after` (by id) whose flags were not computed with `thresholds`, each
 * with the earliest earlier response of the same e-mail, account or guest key and answers in the window.
 */
function staleBatch(
  runner: SqlRunner,
  thresholds: QualityThresholds,
  basis: string,
  after: string | null,
): Promise<StaleRow[]> {
  return queryRows<StaleRow>(
    runner,
    sql`SELECT r.id, r.answers, r.completion_seconds AS "completionSeconds", r.wave_id AS "waveId",
        (SELECT d.id FROM survey_responses d
          WHERE (d.email_hash = r.email_hash OR d.user_id = r.user_id
              OR d.guest_key_hash = r.guest_key_hash) AND d.answers = r.answers
            AND d.id <> r.id
            AND (d.created_at, d.id) < (r.created_at, r.id)
            AND d.created_at >= r.created_at - make_interval(hours => ${thresholds.duplicateWindowHours})
          ORDER BY d.created_at, d.id LIMIT 1) AS "duplicateOf"
      FROM survey_responses r
      WHERE r.quality_basis IS DISTINCT FROM ${basis}
        ${after ? sql`AND r.id > ${after}::uuid` : sql``}
      ORDER BY r.id LIMIT ${RECOMPUTE_BATCH}`,
  );
}

/**
 * Recomputes, in batches of RECOMPUTE_BATCH, the flags of every stored response whose flags
 * were computed with other thresholds (or never: rows older than the flags). Each batch is
 * one UPDATE of its own, never a transaction over the whole run, so submissions go on
 * meanwhile; a researcher's override is a column this never writes. Returns how many changed.
 */
export async function recomputeQuality(
  runner: SqlRunner,
  thresholds: QualityThresholds,
): Promise<number> {
  const basis = qualityBasis(thresholds);
  const medians: SpeedingMedians =
    thresholds.speedingRule === 'waveMedian'
      ? await speedingMedians(runner)
      : { byWave: new Map(), wholeStudy: null };
  let after: string | null = null;
  let recomputed = 0;
  for (;;) {
    const rows = await staleBatch(runner, thresholds, basis, after);
    if (rows.length === 0) return recomputed;
    const values = rows.map((row) => {
      const columns = qualityColumns(
        qualityFlags(
          {
            answers: row.answers.map(Number),
            completionSeconds:
              row.completionSeconds === null ? null : Number(row.completionSeconds),
            medianSeconds: speedingMedianOf(medians, row.waveId),
            duplicateOf: row.duplicateOf,
          },
          thresholds,
        ),
        thresholds,
      );
      const gaps = columns.contextGaps ?? [];
      return sql`(${row.id}::uuid, ${columns.flagStraightLining}::boolean,
        ${columns.longestRun}::smallint, ${columns.flagInconsistent}::boolean,
        ${columns.inconsistentContexts}::smallint,
        ARRAY[${sql.join(
          gaps.map((gap) => sql`${gap}::double precision`),
          sql`, `,
        )}]::double precision[],
        ${columns.flagSpeeding}::boolean, ${columns.speedingLimitSeconds}::double precision,
        ${columns.flagDuplicate}::boolean, ${columns.duplicateOf}::uuid)`;
    });
    await runner.execute(sql`UPDATE survey_responses AS r SET
        flag_straight_lining = v.straight_lining, longest_run = v.longest_run,
        flag_inconsistent = v.inconsistent, inconsistent_contexts = v.inconsistent_contexts,
        context_gaps = v.context_gaps, flag_speeding = v.speeding,
        speeding_limit_seconds = v.speeding_limit, flag_duplicate = v.duplicate,
        duplicate_of = v.duplicate_of, quality_basis = ${basis}
      FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, straight_lining, longest_run,
        inconsistent, inconsistent_contexts, context_gaps, speeding, speeding_limit, duplicate,
        duplicate_of)
      WHERE r.id = v.id`);
    recomputed += rows.length;
    after = rows.at(-1)!.id;
  }
}
