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
 *
 * Shaped for a million responses (docs/architecture.md, Analytics): the
 * responses are read once and every time figure is an aggregate FILTER of that one pass (each
 * figure reading its own copy of the subset took 3.2 s unfiltered, one pass 1.5 s); the
 * subquery's `OFFSET 0` keeps PostgreSQL from inlining it, which would compute the time of
 * each response once per figure instead of once. The unfinished sessions are grouped once by
 * furthest question, and their count and abandoned count are sums of those groups.
 */
export async function readCompletionFigures(
  db: Database,
  now: Date,
  filters: AnalyticsFilters,
  timeZone: string,
): Promise<CompletionFigures> {
  const responsesWhere = whereOf(filterCondition(filters, timeZone));
  const sessionsWhere = whereOf(sessionCondition(filters, timeZone));
  const window = sql.raw(String(SURVEY_SESSION_WINDOW_DAYS * 24 * 60 * 60));
  const timed = sql`seconds BETWEEN 0 AND ${window}`;
  const [row] = await queryRows<CompletionFigures>(
    db,
    sql`
      WITH times AS (
        SELECT count(*) AS completed,
          count(*) FILTER (WHERE ${timed}) AS recorded,
          count(*) FILTER (WHERE seconds IS NULL) AS unrecorded,
          count(*) FILTER (WHERE seconds NOT BETWEEN 0 AND ${window}) AS implausible,
          avg(seconds) FILTER (WHERE ${timed}) AS average,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds) FILTER (WHERE ${timed}) AS median,
          min(seconds) FILTER (WHERE ${timed}) AS fastest,
          max(seconds) FILTER (WHERE ${timed}) AS slowest
        FROM (
          SELECT CASE WHEN session_id IS NOT NULL
            THEN extract(epoch FROM created_at - started_at) END AS seconds
          FROM survey_responses ${responsesWhere}
          OFFSET 0
        ) AS completed
      ),
      tally AS (
        SELECT furthest_question AS question, count(*)::int AS sessions,
          (count(*) FILTER (WHERE last_activity_at < ${now.toISOString()}::timestamptz
            - ${sql.raw(`interval '${ABANDONED_AFTER_HOURS} hours'`)}))::int AS abandoned
        FROM (SELECT * FROM survey_sessions ${sessionsWhere}) AS sessions
        WHERE completed_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM survey_responses WHERE session_id = sessions.id)
        GROUP BY furthest_question
      )
      SELECT
        (times.completed + (SELECT coalesce(sum(sessions), 0) FROM tally))::int AS started,
        times.completed::int AS completed,
        (SELECT coalesce(sum(abandoned), 0) FROM tally)::int AS abandoned,
        times.recorded::int AS "recordedTimes",
        times.unrecorded::int AS "unrecordedTimes",
        times.implausible::int AS "implausibleTimes",
        times.average::float8 AS "averageSeconds",
        times.median AS "medianSeconds",
        times.fastest::float8 AS "fastestSeconds",
        times.slowest::float8 AS "slowestSeconds",
        (SELECT coalesce(json_agg(tally ORDER BY question), '[]'::json) FROM tally)
          AS "unfinishedByFurthestQuestion"
      FROM times
    `,
  );
  return row!;
}
