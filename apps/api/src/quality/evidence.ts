import { sql } from 'drizzle-orm';
import { queryRows, type SqlRunner } from '../db/query-rows';

/*
 * What the flags need beyond a response's own answers (core's QualityEvidence): an earlier
 * response it repeats, and the median completion time its speed is judged by.
 */

export interface DuplicateProbe {
  id: string;
  emailHash: string | null;
  userId: string | null;
  guestKeyHash: string | null;
  answers: readonly number[];
  createdAt: Date;
}

/**
 * The earliest other response of the same e-mail, account or browser (guest key) with the same
 * 24 answers, made in
 * the `windowHours` before `probe` (an earlier one: a response repeats the first, not itself).
 */
export async function duplicateOf(
  runner: SqlRunner,
  probe: DuplicateProbe,
  windowHours: number,
): Promise<string | null> {
  if (!probe.emailHash && !probe.userId && !probe.guestKeyHash) return null;
  const at = probe.createdAt.toISOString();
  const [row] = await queryRows<{ id: string }>(
    runner,
    sql`SELECT id FROM survey_responses
      WHERE (email_hash = ${probe.emailHash} OR user_id = ${probe.userId}
          OR guest_key_hash = ${probe.guestKeyHash})
        AND answers = ${sql.raw(`ARRAY[${probe.answers.map(Number).join(',')}]::smallint[]`)}
        AND id <> ${probe.id}
        AND created_at <= ${at}::timestamptz
        AND created_at >= ${at}::timestamptz - make_interval(hours => ${windowHours})
      ORDER BY created_at, id LIMIT 1`,
  );
  return row?.id ?? null;
}

/**
 * The median completion time, among the responses a session timed, that the wave-median rule
 * judges a response of `waveId` by: its wave's, or, for a response without a class (and so
 * without a wave), the whole study's, so that it is judged like everyone else rather than not
 * at all. Null while nobody was timed.
 */
export async function speedingMedianSeconds(
  runner: SqlRunner,
  waveId: string | null,
): Promise<number | null> {
  const [row] = await queryRows<{ median: number | string | null }>(
    runner,
    sql`SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY completion_seconds) AS median
      FROM survey_responses
      WHERE completion_seconds IS NOT NULL ${waveId ? sql`AND wave_id = ${waveId}` : sql``}`,
  );
  return row?.median == null ? null : Number(row.median);
}

/** Every wave's median and the whole study's, for a recomputation under the wave-median rule. */
export interface SpeedingMedians {
  byWave: Map<string, number>;
  wholeStudy: number | null;
}

export async function speedingMedians(runner: SqlRunner): Promise<SpeedingMedians> {
  const [rows, wholeStudy] = await Promise.all([
    queryRows<{ waveId: string; median: number | string }>(
      runner,
      sql`SELECT wave_id AS "waveId",
          percentile_cont(0.5) WITHIN GROUP (ORDER BY completion_seconds) AS median
        FROM survey_responses WHERE wave_id IS NOT NULL AND completion_seconds IS NOT NULL
        GROUP BY wave_id`,
    ),
    speedingMedianSeconds(runner, null),
  ]);
  return { byWave: new Map(rows.map((row) => [row.waveId, Number(row.median)])), wholeStudy };
}

/** The median a response of `waveId` is judged by, as speedingMedianSeconds gives it. */
export function speedingMedianOf(medians: SpeedingMedians, waveId: string | null): number | null {
  return waveId ? (medians.byWave.get(waveId) ?? null) : medians.wholeStudy;
}
