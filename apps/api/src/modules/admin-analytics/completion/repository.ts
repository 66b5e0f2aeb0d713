import type { AnalyticsFilters } from '@prca/core';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { filterCondition, isFiltered, sessionCondition, whereOf } from '../../../db/filters';
import { queryRows } from '../../../db/query-rows';
import { surveySessions } from '../../../db/schema';
import { KEPT_SLOTS, RECORDED_TIME, foldIfBacklogged } from '../../../kept/response-cells/cells';

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
 * A session with a stored response is completed (migration 0012 makes it so on every path), so
 * the unfinished sessions are those without a completion, which a partial index lists.
 */
const UNFINISHED = sql`${surveySessions.completedAt} IS NULL`;

/**
 * The completed attempts' counts and time figures of a subset, in one pass over its responses
 * (each figure reading its own copy of the subset took 3.2 s unfiltered, one pass 1.5 s); the
 * subquery's `OFFSET 0` keeps PostgreSQL from inlining it, which would compute the time of
 * each response once per figure instead of once.
 */
function scannedTimes(responsesWhere: SQL): SQL {
  const timed = sql.raw(`seconds ${RECORDED_TIME}`);
  return sql`SELECT count(*) AS completed,
      count(*) FILTER (WHERE ${timed}) AS recorded,
      count(*) FILTER (WHERE seconds IS NULL) AS unrecorded,
      count(*) FILTER (WHERE seconds IS NOT NULL AND NOT (${timed})) AS implausible,
      avg(seconds) FILTER (WHERE ${timed}) AS average,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds) FILTER (WHERE ${timed}) AS median,
      min(seconds) FILTER (WHERE ${timed}) AS fastest,
      max(seconds) FILTER (WHERE ${timed}) AS slowest
    FROM (SELECT completion_time AS seconds FROM survey_responses ${responsesWhere} OFFSET 0)
      AS completed`;
}

/**
 * The same figures for every response without reading them: the counts and the exact sum of
 * the recorded times from the kept quarter hours; the fastest, slowest and middle times from
 * the index on completion_time (the median is the one or two values at the middle position,
 * interpolated in float8 as percentile_cont does).
 */
const KEPT_TIMES = (() => {
  const recordedTimes = sql.raw(
    `SELECT completion_time FROM survey_responses WHERE completion_time ${RECORDED_TIME}`,
  );
  return sql`SELECT kept.completed, kept.recorded, kept.unrecorded,
      kept.completed - kept.recorded - kept.unrecorded AS implausible,
      CASE WHEN kept.recorded > 0 THEN kept.seconds / kept.recorded END AS average,
      (SELECT min(t)::float8 + (max(t)::float8 - min(t)::float8) * 0.5 FROM (
        ${recordedTimes} ORDER BY completion_time
        OFFSET greatest(0, floor((kept.recorded - 1) / 2))::int8
        LIMIT CASE WHEN kept.recorded = 0 THEN 0 ELSE 2 - kept.recorded % 2 END
      ) AS middle (t)) AS median,
      (SELECT min(completion_time) FROM (${recordedTimes}) AS recorded) AS fastest,
      (SELECT max(completion_time) FROM (${recordedTimes}) AS recorded) AS slowest
    FROM (SELECT coalesce(sum(n), 0) AS completed, coalesce(sum(recorded_times), 0) AS recorded,
        coalesce(sum(unrecorded_times), 0) AS unrecorded, sum(seconds_sum) AS seconds
      FROM ${KEPT_SLOTS} AS slots) AS kept`;
})();

/**
 * The completion figures of the filtered subset as of `now`, in one round trip: the one
 * definition of completed, abandoned and completion time, for the engagement tab and the
 * dashboard alike. Responses are filtered as everywhere else (so completed = the responses of
 * the subset), unfinished sessions by their own start, class, school and wave.
 *
 * Shaped for a million responses (docs/architecture.md, Analytics): a subset's responses are
 * read once; every response's figures come from kept counts and an index. The unfinished
 * sessions are grouped once by furthest question, and their count and abandoned count are sums
 * of those groups.
 */
export async function readCompletionFigures(
  db: Database,
  now: Date,
  filters: AnalyticsFilters,
  timeZone: string,
): Promise<CompletionFigures> {
  const sessionsWhere = whereOf(and(sessionCondition(filters, timeZone), UNFINISHED));
  const filtered = isFiltered(filters);
  if (!filtered) await foldIfBacklogged(db);
  const times = filtered ? scannedTimes(whereOf(filterCondition(filters, timeZone))) : KEPT_TIMES;
  const [row] = await queryRows<CompletionFigures>(
    db,
    sql`
      WITH times AS (${times}),
      tally AS (
        SELECT furthest_question AS question, count(*)::int AS sessions,
          (count(*) FILTER (WHERE last_activity_at < ${now.toISOString()}::timestamptz
            - ${sql.raw(`interval '${ABANDONED_AFTER_HOURS} hours'`)}))::int AS abandoned
        FROM survey_sessions ${sessionsWhere}
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
