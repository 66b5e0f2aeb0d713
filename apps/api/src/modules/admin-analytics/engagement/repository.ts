import type { AnalyticsFilters } from '@prca/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sessionCondition, whereOf } from '../../../db/filters';
import { queryRows } from '../../../db/query-rows';

/** How many sessions stopped at one furthest question, and how many of those are abandoned. */
export interface FurthestQuestionTally {
  question: number;
  sessions: number;
  abandoned: number;
}

export interface SessionFigures {
  started: number;
  completed: number;
  abandoned: number;
  /** Seconds from start to completion, over completed sessions; null without any. */
  averageSeconds: number | null;
  medianSeconds: number | null;
  fastestSeconds: number | null;
  slowestSeconds: number | null;
  byFurthestQuestion: FurthestQuestionTally[];
}

/** An unfinished session whose last activity is older than this is abandoned. */
export const ABANDONED_AFTER_HOURS = 24;

/** The engagement figures of the survey sessions as of `now`, in one round trip. */
export async function readSessionFigures(
  db: Database,
  now: Date,
  filters: AnalyticsFilters,
  timeZone: string,
): Promise<SessionFigures> {
  const where = whereOf(sessionCondition(filters, timeZone));
  const abandoned = sql`completed_at IS NULL
    AND last_activity_at < ${now.toISOString()}::timestamptz
      - ${sql.raw(`interval '${ABANDONED_AFTER_HOURS} hours'`)}`;
  const seconds = sql`extract(epoch FROM completed_at - started_at)`;
  const [row] = await queryRows<SessionFigures>(
    db,
    sql`
      SELECT
        count(*)::int AS started,
        count(completed_at)::int AS completed,
        (count(*) FILTER (WHERE ${abandoned}))::int AS abandoned,
        avg(${seconds})::float8 AS "averageSeconds",
        percentile_cont(0.5) WITHIN GROUP (ORDER BY ${seconds}) AS "medianSeconds",
        min(${seconds})::float8 AS "fastestSeconds",
        max(${seconds})::float8 AS "slowestSeconds",
        (SELECT coalesce(json_agg(tally), '[]'::json) FROM (
          SELECT furthest_question AS question, count(*)::int AS sessions,
            (count(*) FILTER (WHERE ${abandoned}))::int AS abandoned
          FROM survey_sessions ${where} GROUP BY furthest_question
        ) AS tally) AS "byFurthestQuestion"
      FROM survey_sessions ${where}
    `,
  );
  return row!;
}
