import { INSTRUMENT_WORDING_VERSION } from '@prca/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import type { ResponseRow, SessionRow } from './respondent';

/**
 * Rows go to the database as one JSON document per batch, unpacked by json_to_recordset: a
 * single parameter whatever the batch size (PostgreSQL caps a statement at 65,535
 * parameters), the same statement on PostgreSQL and on the embedded database, and arrays
 * (answers, causes) arrive as arrays without a literal syntax of our own.
 */
async function insertSessions(db: Database, sessions: readonly SessionRow[]): Promise<void> {
  if (sessions.length === 0) return;
  await db.execute(sql`
    INSERT INTO survey_sessions
      (id, started_at, last_activity_at, furthest_question, completed_at, locale,
       class_id, school_id, wave_id)
    SELECT id, started_at, last_activity_at, furthest_question, completed_at, locale,
       class_id, school_id, wave_id
    FROM json_to_recordset(${JSON.stringify(sessions)}::json) AS r(
      id uuid, started_at timestamptz, last_activity_at timestamptz,
      furthest_question smallint, completed_at timestamptz, locale text,
      class_id uuid, school_id uuid, wave_id uuid)
  `);
}

async function insertResponses(db: Database, responses: readonly ResponseRow[]): Promise<void> {
  if (responses.length === 0) return;
  await db.execute(sql`
    INSERT INTO survey_responses
      (id, created_at, started_at, session_id, grade, gender, participation, awareness, causes,
       causes_other_text, impact_level, answers, total_score, group_discussion, meetings,
       interpersonal, public_speaking, interpretation, locale, wording_version,
       class_id, school_id, wave_id)
    SELECT id, created_at, started_at, session_id, grade, gender, participation, awareness, causes,
       causes_other_text, impact_level, answers, total_score, group_discussion, meetings,
       interpersonal, public_speaking, interpretation, locale, ${INSTRUMENT_WORDING_VERSION},
       class_id, school_id, wave_id
    FROM json_to_recordset(${JSON.stringify(responses)}::json) AS r(
      id uuid, created_at timestamptz, started_at timestamptz, session_id uuid, grade text,
      gender text, participation text, awareness text, causes text[], causes_other_text text,
      impact_level text, answers smallint[], total_score smallint, group_discussion smallint,
      meetings smallint, interpersonal smallint, public_speaking smallint, interpretation text,
      locale text, class_id uuid, school_id uuid, wave_id uuid)
  `);
}

/**
 * Writes one batch in one transaction: sessions first (responses reference them). Losing the
 * last batches to a crash costs nothing here, so commits need not wait for the disk.
 */
export async function writeBatch(
  db: Database,
  batch: { sessions: readonly SessionRow[]; responses: readonly ResponseRow[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL synchronous_commit = off`);
    await insertSessions(tx as unknown as Database, batch.sessions);
    await insertResponses(tx as unknown as Database, batch.responses);
  });
}

export async function emptyTables(db: Database): Promise<void> {
  // CASCADE: every table that refers to these (link codes, wave matches, declines, releases)
  // is emptied with them, whatever later issues add.
  await db.execute(
    sql`TRUNCATE survey_responses, survey_sessions, classes, schools, waves CASCADE`,
  );
}

/** The table laid out and described as on a live server: rows in arrival order, fresh statistics. */
export async function analyseTables(db: Database, kind: 'embedded' | 'postgresql'): Promise<void> {
  if (kind === 'postgresql') {
    // The rows were written in time order, as a live server writes them, but flagging them
    // afterwards updated every row (a live server flags at submission), and the new versions
    // scattered over the table (created_at correlation 0.30 on the 1M bench database): a month's
    // responses then lay on most pages, and a month filter read the whole table (reliability
    // 458 ms, items 516 ms at 1M; 362 and 415 ms in time order). CLUSTER puts them back.
    await db.execute(sql.raw('CLUSTER survey_responses USING survey_responses_created_at_idx'));
  }
  // VACUUM also sets the visibility map, which lets PostgreSQL answer from indexes alone.
  const verb = kind === 'postgresql' ? 'VACUUM ANALYZE' : 'ANALYZE';
  await db.execute(sql.raw(`${verb} survey_sessions`));
  await db.execute(sql.raw(`${verb} survey_responses`));
  await db.execute(sql.raw(`${verb} reliability_pending`));
}

export interface SeededCounts {
  responses: number;
  sessions: number;
  completed: number;
  abandoned: number;
  inProgress: number;
  withOtherText: number;
}

export async function countRows(db: Database): Promise<SeededCounts> {
  const result = await db.execute(sql`
    SELECT
      (SELECT count(*) FROM survey_responses)::int AS responses,
      (SELECT count(*) FROM survey_responses WHERE causes_other_text IS NOT NULL)::int
        AS "withOtherText",
      count(*)::int AS sessions,
      (count(*) FILTER (WHERE completed_at IS NOT NULL))::int AS completed,
      (count(*) FILTER (WHERE completed_at IS NULL
        AND last_activity_at < now() - interval '24 hours'))::int AS abandoned,
      (count(*) FILTER (WHERE completed_at IS NULL
        AND last_activity_at >= now() - interval '24 hours'))::int AS "inProgress"
    FROM survey_sessions
  `);
  return (result as unknown as { rows: SeededCounts[] }).rows[0]!;
}
