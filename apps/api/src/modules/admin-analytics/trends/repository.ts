import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';

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

/** Inclusive days (YYYY-MM-DD) in the analytics time zone. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/** Responses from the first instant of startDate to the last of endDate, local time. */
function within(range: DayRange, timeZone: string) {
  return sql`created_at >= (${range.startDate}::date::timestamp AT TIME ZONE ${timeZone})
    AND created_at < ((${range.endDate}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;
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
  const inSubset = subset ?? sql`true`;
  const local = sql`created_at AT TIME ZONE ${timeZone}`;
  const [row] = await queryRows<TrendCounts>(
    db,
    sql`
      SELECT
        (SELECT coalesce(json_agg(per_day ORDER BY per_day.date), '[]'::json) FROM (
          SELECT to_char(local_day, 'YYYY-MM-DD') AS date, count(*)::int AS count
          FROM (SELECT (${local})::date AS local_day FROM survey_responses
            WHERE ${within(days, timeZone)} AND ${inSubset}) AS response
          GROUP BY local_day
        ) AS per_day) AS days,
        (SELECT coalesce(json_agg(per_month ORDER BY per_month.month), '[]'::json) FROM (
          SELECT to_char(local_month, 'YYYY-MM') AS month,
            count(*)::int AS responses, sum(total_score)::int8 AS "scoreSum"
          FROM (SELECT date_trunc('month', ${local}) AS local_month, total_score
            FROM survey_responses WHERE ${months ? within(months, timeZone) : sql`true`}
              AND ${inSubset}) AS response
          GROUP BY local_month
        ) AS per_month) AS months
    `,
  );
  return row!;
}
