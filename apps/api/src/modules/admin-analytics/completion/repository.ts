import { SURVEY_SESSION_WINDOW_DAYS, type AnalyticsFilters } from '@prca/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { filterCondition, sessionCondition, whereOf } from '../../../db/filters';
import { queryRows } from '../../../db/query-rows';

/** How many unfinished sessions stopped at one furthest question, and how many are abandoned. */
export interface FurthestQuestionTally {
  question: number;
  sessions: number;
  abandoned: number;
}

/**
 * The attempts of a subset. Every stored response is a completed attempt, so `completed` is
 * the number of responses, always; the other attempts are the sessions never completed (a
 * session whose response was deleted is no attempt any more).
 */
export interface CompletionFigures {
  started: number;
  completed: number;
  abandoned: number;
  /** Completed responses whose time from start to submission is known and plausible. */
  recordedTimes: number;
  /** Completed responses submitted without a survey session: their time is unknown. */
  unrecordedTimes: number;
  /** Completed responses whose time cannot be right (negative, or beyond the session window). */
  implausibleTimes: number;
  /** Seconds from start to submission, over the recorded times; null without any. */
  averageSeconds: number | null;
  medianSeconds: number | null;
  fastestSeconds: number | null;
  slowestSeconds: number | null;
  unfinishedByFurthestQuestion: FurthestQuestionTally[];
}

/** An unfinished session whose last activity is older than this is abandoned. */
export const ABANDONED_AFTER_HOURS = 24;

/**
 * The completion figures of the filtered subset as of `now`, in one round trip: the one
 * definition of completed, abandoned and completion time, for the engagement tab and the
 * dashboard alike. Responses are filtered as everywhere else (so completed = the responses of
 * the subset), unfinished sessions by their own start, class, school and wave.
 */
export async function readCompletionFigures(
  db: Database,
  now: Date,
  filters: AnalyticsFilters,
  timeZone: string,
): Promise<CompletionFigures> {
  const responsesWhere = whereOf(filterCondition(filters, timeZone));
  const sessionsWhere = whereOf(sessionCondition(filters, timeZone));
  const windowSeconds = SURVEY_SESSION_WINDOW_DAYS * 24 * 60 * 60;
  const [row] = await queryRows<CompletionFigures>(
    db,
    sql`
      WITH completed AS (
        SELECT CASE WHEN session_id IS NOT NULL
          THEN extract(epoch FROM created_at - started_at) END AS seconds
        FROM survey_responses ${responsesWhere}
      ),
      timed AS (
        SELECT seconds FROM completed
        WHERE seconds BETWEEN 0 AND ${sql.raw(String(windowSeconds))}
      ),
      unfinished AS (
        SELECT furthest_question,
          last_activity_at < ${now.toISOString()}::timestamptz
            - ${sql.raw(`interval '${ABANDONED_AFTER_HOURS} hours'`)} AS abandoned
        FROM (SELECT * FROM survey_sessions ${sessionsWhere}) AS sessions
        WHERE completed_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM survey_responses WHERE session_id = sessions.id)
      )
      SELECT
        ((SELECT count(*) FROM completed) + (SELECT count(*) FROM unfinished))::int AS started,
        (SELECT count(*) FROM completed)::int AS completed,
        (SELECT count(*) FROM unfinished WHERE abandoned)::int AS abandoned,
        (SELECT count(*) FROM timed)::int AS "recordedTimes",
        (SELECT count(*) FROM completed WHERE seconds IS NULL)::int AS "unrecordedTimes",
        (SELECT count(*) FROM completed
          WHERE seconds IS NOT NULL AND seconds NOT BETWEEN 0 AND ${sql.raw(String(windowSeconds))}
        )::int AS "implausibleTimes",
        (SELECT avg(seconds)::float8 FROM timed) AS "averageSeconds",
        (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds) FROM timed) AS "medianSeconds",
        (SELECT min(seconds)::float8 FROM timed) AS "fastestSeconds",
        (SELECT max(seconds)::float8 FROM timed) AS "slowestSeconds",
        (SELECT coalesce(json_agg(tally), '[]'::json) FROM (
          SELECT furthest_question AS question, count(*)::int AS sessions,
            (count(*) FILTER (WHERE abandoned))::int AS abandoned
          FROM unfinished GROUP BY furthest_question
        ) AS tally) AS "unfinishedByFurthestQuestion"
    `,
  );
  return row!;
}
