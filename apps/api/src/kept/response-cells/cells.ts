import { SURVEY_SESSION_WINDOW_DAYS } from '@prca/core';
import { sql, type SQL } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/*
 * The kept cells of every response (migration 0011, db/schema/response-cells.ts): what the
 * counting tabs read when no filter is set. A fold adds the pending rows into the cells; a read
 * adds whatever is still pending to the cells in one statement, so it answers for exactly the
 * responses of its snapshot whether or not a fold ran since.
 */

/** The quarter hour a response falls in (see response_slots). */
const slotOf = (column: string) =>
  `date_bin('15 minutes', ${column}, TIMESTAMPTZ '2000-01-01 00:00:00+00')`;

/**
 * Whether a completion time counts (admin-analytics/completion/repository.ts): from 0 to the session window.
 * The kept counts were made with this window: a change of SURVEY_SESSION_WINDOW_DAYS needs a
 * migration that starts the cells again from every response, as 0012 does.
 */
export const RECORDED_TIME = `BETWEEN 0 AND ${SURVEY_SESSION_WINDOW_DAYS * 24 * 60 * 60}`;

/** The completion figures' part of a pending row, weighted, as response_slots keeps it. */
const PENDING_TIMES = `CASE WHEN completion_time ${RECORDED_TIME} THEN weight ELSE 0 END,
  CASE WHEN completion_time IS NULL THEN weight ELSE 0 END,
  CASE WHEN completion_time ${RECORDED_TIME} THEN weight * completion_time ELSE 0 END`;

/*
 * One statement moves every pending row into the four tables: data-modifying CTEs all see the
 * rows the DELETE returned, once. ON CONFLICT adds to an existing cell; a GROUP BY key appears
 * once per statement, as ON CONFLICT requires.
 */
const FOLD_QUERY = sql.raw(`
  WITH moved AS (DELETE FROM response_cells_pending RETURNING *),
  scores AS (
    INSERT INTO score_cells AS cell (total_score, grade, gender, participation, n,
        group_discussion_sum, meetings_sum, interpersonal_sum, public_speaking_sum)
      SELECT total_score, grade, gender, participation, sum(weight), sum(weight * group_discussion),
        sum(weight * meetings), sum(weight * interpersonal), sum(weight * public_speaking)
      FROM moved GROUP BY total_score, grade, gender, participation
    ON CONFLICT (total_score, grade, gender, participation) DO UPDATE SET
      n = cell.n + excluded.n,
      group_discussion_sum = cell.group_discussion_sum + excluded.group_discussion_sum,
      meetings_sum = cell.meetings_sum + excluded.meetings_sum,
      interpersonal_sum = cell.interpersonal_sum + excluded.interpersonal_sum,
      public_speaking_sum = cell.public_speaking_sum + excluded.public_speaking_sum
  ),
  section_b AS (
    INSERT INTO section_b_cells AS cell (awareness, impact_level, gender, n, score_sum)
      SELECT awareness, impact_level, gender, sum(weight), sum(weight * total_score)
      FROM moved GROUP BY awareness, impact_level, gender
    ON CONFLICT (awareness, impact_level, gender) DO UPDATE SET
      n = cell.n + excluded.n, score_sum = cell.score_sum + excluded.score_sum
  ),
  causes AS (
    INSERT INTO cause_cells AS cell (awareness, impact_level, gender, cause, n)
      SELECT awareness, impact_level, gender, chosen.cause, sum(weight)
      FROM moved, LATERAL (SELECT DISTINCT unnest(moved.causes) AS cause) AS chosen
      GROUP BY awareness, impact_level, gender, chosen.cause
    ON CONFLICT (awareness, impact_level, gender, cause) DO UPDATE SET n = cell.n + excluded.n
  ),
  slots AS (
    INSERT INTO response_slots AS cell (slot, n, score_sum, recorded_times, unrecorded_times,
        seconds_sum)
      SELECT slot, sum(n), sum(score_sum), sum(recorded), sum(unrecorded), sum(seconds)
      FROM (SELECT ${slotOf('created_at')} AS slot, weight AS n, weight * total_score AS score_sum,
          ${PENDING_TIMES} FROM moved) AS times (slot, n, score_sum, recorded, unrecorded, seconds)
      GROUP BY slot
    ON CONFLICT (slot) DO UPDATE SET
      n = cell.n + excluded.n, score_sum = cell.score_sum + excluded.score_sum,
      recorded_times = cell.recorded_times + excluded.recorded_times,
      unrecorded_times = cell.unrecorded_times + excluded.unrecorded_times,
      seconds_sum = cell.seconds_sum + excluded.seconds_sum
  )
  SELECT count(*)::int AS moved FROM moved`);

/**
 * After a fold this large, the pending table is mostly dead rows and its statistics still say
 * it is full: a read then planned a hash for 700,000 rows and took 340 ms instead of 1 ms
 * (1M bench database, after the first fold), until autovacuum came by.
 */
const VACUUM_AFTER_ROWS = 10_000;

/**
 * Moves every pending row into the kept cells and drops the cells left empty; returns how many
 * rows it moved. When another fold holds the lock this one does nothing: reads are exact
 * either way, and that fold is doing the work.
 */
export async function foldPendingResponseCells(db: Database): Promise<number> {
  const [pending] = await queryRows<{ any: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM response_cells_pending) AS any`,
  );
  if (!pending?.any) return 0;
  const moved = await db.transaction(async (tx) => {
    const [lock] = await queryRows<{ held: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${ADVISORY_LOCKS.responseCellsFold}) AS held`,
    );
    if (!lock?.held) return 0;
    const [result] = await queryRows<{ moved: number }>(tx, FOLD_QUERY);
    for (const table of ['score_cells', 'section_b_cells', 'cause_cells', 'response_slots']) {
      await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE n = 0`);
    }
    return result?.moved ?? 0;
  });
  if (moved >= VACUUM_AFTER_ROWS) {
    await db.execute(
      sql`VACUUM (ANALYZE) response_cells_pending, score_cells, section_b_cells, cause_cells, response_slots`,
    );
  }
  return moved;
}

/**
 * A read adds what is pending to the cells, which costs in proportion to it: the server folds
 * hourly, and a read that finds more than this pending (a whole school's submissions within the
 * hour) folds first, so that no read pays for a large backlog.
 */
export const FOLD_BEFORE_READ_ROWS = 10_000;

/** Folds when at least `threshold` rows are pending; a cheap count otherwise. */
export async function foldIfBacklogged(
  db: Database,
  threshold = FOLD_BEFORE_READ_ROWS,
): Promise<void> {
  const [pending] = await queryRows<{ backlog: boolean }>(
    db,
    sql`SELECT count(*) >= ${threshold} AS backlog
      FROM (SELECT 1 FROM response_cells_pending LIMIT ${threshold}) AS pending`,
  );
  if (pending?.backlog) await foldPendingResponseCells(db);
}

/** Respondents of one total score, grade, gender and participation, and their subscore sums. */
export interface ScoreCell {
  total: number;
  grade: string;
  gender: string;
  participation: string;
  count: number;
  groupDiscussionSum: number;
  meetingsSum: number;
  interpersonalSum: number;
  publicSpeakingSum: number;
}

const SCORE_CELL_COLUMNS = sql`total_score AS total, grade, gender, participation,
  sum(n)::int AS count, sum(group_discussion)::int8 AS "groupDiscussionSum",
  sum(meetings)::int8 AS "meetingsSum", sum(interpersonal)::int8 AS "interpersonalSum",
  sum(public_speaking)::int8 AS "publicSpeakingSum"`;

function toScoreCell(row: ScoreCell): ScoreCell {
  return {
    ...row,
    groupDiscussionSum: Number(row.groupDiscussionSum),
    meetingsSum: Number(row.meetingsSum),
    interpersonalSum: Number(row.interpersonalSum),
    publicSpeakingSum: Number(row.publicSpeakingSum),
  };
}

/** The score cells of the responses of `where` (a WHERE clause), counted by a scan. */
export async function scanScoreCells(db: Database, where: SQL): Promise<ScoreCell[]> {
  const rows = await queryRows<ScoreCell>(
    db,
    sql`SELECT ${SCORE_CELL_COLUMNS} FROM (SELECT total_score, grade, gender, participation,
          1 AS n, group_discussion, meetings, interpersonal, public_speaking
        FROM survey_responses ${where}) AS response
      GROUP BY total_score, grade, gender, participation`,
  );
  return rows.map(toScoreCell);
}

/** The score cells of every response, from the kept cells and what is pending. */
export async function keptScoreCells(db: Database): Promise<ScoreCell[]> {
  await foldIfBacklogged(db);
  const rows = await queryRows<ScoreCell>(
    db,
    sql`SELECT ${SCORE_CELL_COLUMNS} FROM (
        SELECT total_score, grade, gender, participation, n,
          group_discussion_sum AS group_discussion, meetings_sum AS meetings,
          interpersonal_sum AS interpersonal, public_speaking_sum AS public_speaking
        FROM score_cells
        UNION ALL
        SELECT total_score, grade, gender, participation, weight, weight * group_discussion,
          weight * meetings, weight * interpersonal, weight * public_speaking
        FROM response_cells_pending
      ) AS cell
      GROUP BY total_score, grade, gender, participation HAVING sum(n) <> 0`,
  );
  return rows.map(toScoreCell);
}

/** Respondents of one awareness, impact and gender: their count, score sum and causes. */
export interface KeptSectionBCell {
  awareness: string;
  impact: string;
  gender: string;
  count: number;
  scoreSum: number;
  causes: Record<string, number>;
}

/** The section B cells of every response, from the kept cells and what is pending. */
export async function keptSectionBCells(db: Database): Promise<KeptSectionBCell[]> {
  await foldIfBacklogged(db);
  const rows = await queryRows<KeptSectionBCell>(
    db,
    sql`WITH pending AS (SELECT * FROM response_cells_pending),
      cells AS (
        SELECT awareness, impact_level, gender, sum(n) AS n, sum(score_sum) AS score_sum FROM (
          SELECT awareness, impact_level, gender, n, score_sum FROM section_b_cells
          UNION ALL
          SELECT awareness, impact_level, gender, weight, weight * total_score FROM pending
        ) AS cell GROUP BY awareness, impact_level, gender HAVING sum(n) <> 0
      ),
      causes AS (
        SELECT awareness, impact_level, gender, cause, sum(n) AS n FROM (
          SELECT awareness, impact_level, gender, cause, n FROM cause_cells
          UNION ALL
          SELECT awareness, impact_level, gender, chosen.cause, weight
          FROM pending, LATERAL (SELECT DISTINCT unnest(pending.causes) AS cause) AS chosen
        ) AS cell GROUP BY awareness, impact_level, gender, cause
      )
      SELECT cells.awareness, cells.impact_level AS impact, cells.gender, cells.n::int AS count,
        cells.score_sum::int8 AS "scoreSum",
        coalesce((SELECT json_object_agg(cause, n::int) FROM causes
          WHERE (causes.awareness, causes.impact_level, causes.gender)
            = (cells.awareness, cells.impact_level, cells.gender)), '{}'::json) AS causes
      FROM cells`,
  );
  return rows.map((row) => ({ ...row, scoreSum: Number(row.scoreSum) }));
}

/**
 * The kept quarter hours of every response, with what is pending, as a derived table (`slot`,
 * `n`, `score_sum`, `recorded_times`, `unrecorded_times`, `seconds_sum`) for a statement to
 * group by day or month, or sum (call foldIfBacklogged before the statement).
 */
export const KEPT_SLOTS = sql.raw(`(
  SELECT slot, sum(n) AS n, sum(score_sum) AS score_sum, sum(recorded_times) AS recorded_times,
    sum(unrecorded_times) AS unrecorded_times, sum(seconds_sum) AS seconds_sum
  FROM (
    SELECT slot, n, score_sum, recorded_times, unrecorded_times, seconds_sum FROM response_slots
    UNION ALL
    SELECT ${slotOf('created_at')}, weight, weight * total_score, ${PENDING_TIMES}
    FROM response_cells_pending
  ) AS kept GROUP BY slot)`);

/** The quarter hour that `instant` (an SQL timestamptz) falls in. */
export function slotStart(instant: SQL): SQL {
  return sql`date_bin('15 minutes', ${instant}, TIMESTAMPTZ '2000-01-01 00:00:00+00')`;
}
