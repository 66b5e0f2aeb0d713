import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { KEPT_SLOTS, foldIfBacklogged } from '../../../kept/response-cells/cells';

export interface DayCount {
  date: string;
  count: number;
}

export interface MonthTally {
  month: string;
  responses: number;
  scoreSum: number;
}

export interface TrendCounts {
  days: DayCount[];
  months: MonthTally[];
}

/** Inclusive days (YYYY-MM-DD) in the analytics time zone, named as the filters name them. */
export interface DayRange {
  from: string;
  to: string;
}

/** Rows from the first instant of `from` to the last of `to`, local time. */
function within(at: SQL, range: DayRange, timeZone: string) {
  return sql`${at} >= (${range.from}::date::timestamp AT TIME ZONE ${timeZone})
    AND ${at} < ((${range.to}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;
}

/**
 * Where the counts come from: the responses of a subset, one row each, or for every response
 * the kept quarter hours (each a whole part of one local day, in any time zone).
 */
function sourceOf(subset: SQL | undefined) {
  return subset
    ? {
        rows: sql`(SELECT created_at, 1 AS n, total_score AS score_sum
          FROM survey_responses WHERE ${subset})`,
        at: sql`created_at`,
      }
    : { rows: KEPT_SLOTS, at: sql`slot` };
}

/**
 * Responses per local day of `days`, and responses with their score sum per local month of
 * `months` (every month when null), in one round trip. Only days and months that have
 * responses come back.
 */
export async function readTrendCounts(
  db: Database,
  timeZone: string,
  days: DayRange,
  months: DayRange | null,
  subset: SQL | undefined,
): Promise<TrendCounts> {
  if (!subset) await foldIfBacklogged(db);
  const { rows, at } = sourceOf(subset);
  const local = sql`${at} AT TIME ZONE ${timeZone}`;
  // The subset's condition sits inside its derived table and the date range outside, on the
  // same column, so PostgreSQL still reads only the range through the index on created_at.
  const [row] = await queryRows<TrendCounts>(
    db,
    sql`
      SELECT
        (SELECT coalesce(json_agg(per_day ORDER BY per_day.date), '[]'::json) FROM (
          SELECT to_char(local_day, 'YYYY-MM-DD') AS date, sum(n)::int AS count
          FROM (SELECT (${local})::date AS local_day, n FROM ${rows} AS source
            WHERE ${within(at, days, timeZone)}) AS response
          GROUP BY local_day HAVING sum(n) <> 0
        ) AS per_day) AS days,
        (SELECT coalesce(json_agg(per_month ORDER BY per_month.month), '[]'::json) FROM (
          SELECT to_char(local_month, 'YYYY-MM') AS month,
            sum(n)::int AS responses, sum(score_sum)::int8 AS "scoreSum"
          FROM (SELECT date_trunc('month', ${local}) AS local_month, n, score_sum
            FROM ${rows} AS source WHERE ${months ? within(at, months, timeZone) : sql`true`}) AS response
          GROUP BY local_month HAVING sum(n) <> 0
        ) AS per_month) AS months
    `,
  );
  return row!;
}
