import { sql, type SQL } from 'drizzle-orm';
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

/** A probe and the window it is judged in (hours before it). */
export interface DuplicateQuestion {
  probe: DuplicateProbe;
  windowHours: number;
}

/**
 * Only a response with a respondent (an e-mail, an account, a guest key) repeats another or is
 * repeated: the others are neither looked up nor looked for.
 */
const hasRespondent = ({ probe }: DuplicateQuestion) =>
  Boolean(probe.emailHash || probe.userId || probe.guestKeyHash);

/**
 * For each probe, the earliest other response of the same e-mail, account or browser (guest
 * key) with the same 24 answers, made in the `windowHours` before it (an earlier one: a
 * response repeats the first, not itself); null where there is none. The candidates are the
 * stored responses and the probes themselves, which are stored together (a lab computer back
 * online sends its whole queue at once): of two responses that repeat each other, stored or
 * not, the earlier by (time, id) is the original, as a recomputation judges them. (A stored
 * response later than a probe is the probe's repeat: markingLaterRepeats marks it.) One
 * statement answers them all: each probe is a row of VALUES that the look-up joins, so each
 * still reads only its respondent's few rows through their (respondent, created_at) index.
 */
export async function duplicatesOf(
  runner: SqlRunner,
  questions: readonly DuplicateQuestion[],
): Promise<(string | null)[]> {
  const asked = questions.map((question, n) => ({ ...question, n })).filter(hasRespondent);
  const found = new Map<number, string>();
  if (asked.length > 0) {
    const values = asked.map(
      ({ probe, windowHours, n }) =>
        sql`(${n}::int, ${probe.emailHash}::text, ${probe.userId}::uuid, ${probe.guestKeyHash}::text,
          ${sql.raw(`ARRAY[${probe.answers.map(Number).join(',')}]::smallint[]`)}, ${probe.id}::uuid,
          ${probe.createdAt.toISOString()}::timestamptz, ${windowHours}::int)`,
    );
    const rows = await queryRows<{ n: number; id: string }>(
      runner,
      sql`WITH probe(n, email_hash, user_id, guest_key_hash, answers, id, at, window_hours) AS (
          VALUES ${sql.join(values, sql`, `)})
        SELECT probe.n AS n, earlier.id AS id
        FROM probe CROSS JOIN LATERAL (
          SELECT candidate.id FROM (
            SELECT response.id, response.created_at, response.answers
            FROM survey_responses response
            WHERE (response.email_hash = probe.email_hash OR response.user_id = probe.user_id
                OR response.guest_key_hash = probe.guest_key_hash)
              AND (response.created_at, response.id) < (probe.at, probe.id)
            UNION ALL
            SELECT other.id, other.at, other.answers FROM probe other
            WHERE (other.email_hash = probe.email_hash OR other.user_id = probe.user_id
                OR other.guest_key_hash = probe.guest_key_hash)
              AND (other.at, other.id) < (probe.at, probe.id)
          ) AS candidate (id, created_at, answers)
          WHERE candidate.answers = probe.answers
            AND candidate.created_at >= probe.at - make_interval(hours => probe.window_hours)
          ORDER BY candidate.created_at, candidate.id LIMIT 1
        ) AS earlier`,
    );
    for (const row of rows) found.set(Number(row.n), row.id);
  }
  return questions.map((_, n) => found.get(n) ?? null);
}

/**
 * `insert` (an INSERT … ON CONFLICT DO NOTHING into survey_responses of the `questions`' probes)
 * answering the inserted ids, made into one statement that also marks the stored responses
 * repeating a row it inserts. A response made earlier can be stored later (another instance's
 * batch, a request that waited longer for its class): the one made after it, stored first with
 * no earlier one to repeat, is then the repeat. Each such response points at its earliest
 * original by (time, id) within its window, as a recomputation of the flags would; one pointing
 * at an earlier one keeps it. Where no probe has a respondent, the plain INSERT.
 */
export function markingLaterRepeats(insert: SQL, questions: readonly DuplicateQuestion[]): SQL {
  const reach = questions.filter(hasRespondent).map(({ probe, windowHours }) => ({
    id: probe.id,
    until: new Date(probe.createdAt.getTime() + windowHours * 3_600_000),
  }));
  if (reach.length === 0) return sql`${insert} RETURNING id`;
  return sql`WITH inserted AS (
      ${insert} RETURNING id, created_at, answers, email_hash, user_id, guest_key_hash
    ), repeated AS (
      SELECT DISTINCT ON (later.id) later.id, original.id AS original_id,
        original.created_at AS original_at
      FROM inserted original
      JOIN json_to_recordset(${JSON.stringify(reach)}::json) AS reach(id uuid, until timestamptz)
        USING (id)
      -- Lateral, one branch per identity, so that each reads only its respondent's rows in its
      -- window through their (respondent, created_at) index: with OR, the planner read every
      -- row of the window by created_at (a third of the throughput in a burst).
      CROSS JOIN LATERAL (
        SELECT stored.id, stored.created_at, stored.answers FROM survey_responses stored
        WHERE stored.email_hash = original.email_hash
          AND stored.created_at BETWEEN original.created_at AND reach.until
        UNION ALL
        SELECT stored.id, stored.created_at, stored.answers FROM survey_responses stored
        WHERE stored.user_id = original.user_id
          AND stored.created_at BETWEEN original.created_at AND reach.until
        UNION ALL
        SELECT stored.id, stored.created_at, stored.answers FROM survey_responses stored
        WHERE stored.guest_key_hash = original.guest_key_hash
          AND stored.created_at BETWEEN original.created_at AND reach.until
      ) AS later
      WHERE (later.created_at, later.id) > (original.created_at, original.id)
        AND later.answers = original.answers
      ORDER BY later.id, original.created_at, original.id
    ), marked AS (
      UPDATE survey_responses response
      SET flag_duplicate = true, duplicate_of = repeated.original_id
      FROM repeated
      WHERE response.id = repeated.id
        AND NOT EXISTS (SELECT FROM survey_responses current
          WHERE current.id = response.duplicate_of
            AND (current.created_at, current.id) < (repeated.original_at, repeated.original_id))
    )
    SELECT id FROM inserted`;
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
