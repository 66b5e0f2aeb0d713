import type { AnalyticsFilters } from '@prca/core';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { filterCondition, isFiltered, whereOf } from '../../../db/filters';
import { queryRows } from '../../../db/query-rows';
import { KEPT_SLOTS, slotStart } from '../response-cells/repository';

export interface OverviewCounts {
  totalResponses: number;
  responsesRecent: number;
  responsesPrevious: number;
  totalUsers: number;
  usersRecent: number;
  usersPrevious: number;
}

/**
 * Responses from `since` on, for every response: the kept quarter hours from the one `since`
 * falls in, less the responses of that quarter hour before `since` (an indexed read of at most
 * fifteen minutes of rows), so the count is exact at any instant.
 */
function keptCountSince(since: SQL): SQL {
  return sql`((SELECT coalesce(sum(n), 0) FROM ${KEPT_SLOTS} AS slots
      WHERE slot >= ${slotStart(since)})
    - (SELECT count(*) FROM survey_responses
      WHERE created_at >= ${slotStart(since)} AND created_at < ${since}))`;
}

/** The response counts of the cards, for every response, from the kept quarter hours. */
function keptResponseCounts(recent: SQL, previous: SQL): SQL {
  return sql`(SELECT coalesce(sum(n), 0) FROM ${KEPT_SLOTS} AS slots)::int AS "totalResponses",
    ${keptCountSince(recent)}::int AS "responsesRecent",
    (${keptCountSince(previous)} - ${keptCountSince(recent)})::int AS "responsesPrevious"`;
}

/** The raw counts behind the dashboard's cards but completion, in one round trip. */
export async function readOverviewCounts(
  db: Database,
  now: Date,
  filters: AnalyticsFilters,
  timeZone: string,
): Promise<OverviewCounts> {
  const recent = sql`${now.toISOString()}::timestamptz - interval '30 days'`;
  const previous = sql`${now.toISOString()}::timestamptz - interval '60 days'`;
  const subset = filterCondition(filters, timeZone);
  const responses = (condition?: SQL) => whereOf(and(subset, condition));
  const responseCounts = isFiltered(filters)
    ? sql`(SELECT count(*) FROM survey_responses ${responses()})::int AS "totalResponses",
        (SELECT count(*) FROM survey_responses ${responses(sql`created_at >= ${recent}`)})::int AS "responsesRecent",
        (SELECT count(*) FROM survey_responses
          ${responses(sql`created_at >= ${previous} AND created_at < ${recent}`)})::int AS "responsesPrevious"`
    : keptResponseCounts(recent, previous);
  const [row] = await queryRows<OverviewCounts>(
    db,
    sql`
      SELECT
        ${responseCounts},
        (SELECT count(*) FROM users)::int AS "totalUsers",
        (SELECT count(*) FROM users WHERE created_at >= ${recent})::int AS "usersRecent",
        (SELECT count(*) FROM users
          WHERE created_at >= ${previous} AND created_at < ${recent})::int AS "usersPrevious"
    `,
  );
  return row!;
}
