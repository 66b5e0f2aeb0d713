import type { AnalyticsFilters } from '@prca/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { filterCondition, isFiltered, whereOf } from '../../../db/filters';
import { queryRows } from '../../../db/query-rows';
import { KEPT_SLOTS, foldIfBacklogged, slotStart } from '../response-cells/repository';

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
  return sql`SELECT (SELECT coalesce(sum(n), 0) FROM ${KEPT_SLOTS} AS slots)::int AS "totalResponses",
    ${keptCountSince(recent)}::int AS "responsesRecent",
    (${keptCountSince(previous)} - ${keptCountSince(recent)})::int AS "responsesPrevious"`;
}

/** The response counts of the cards for a subset, in one pass over its rows. */
function scannedResponseCounts(subset: SQL | undefined, recent: SQL, previous: SQL): SQL {
  return sql`SELECT count(*)::int AS "totalResponses",
      (count(*) FILTER (WHERE created_at >= ${recent}))::int AS "responsesRecent",
      (count(*) FILTER (WHERE created_at >= ${previous} AND created_at < ${recent}))::int
        AS "responsesPrevious"
    FROM survey_responses ${whereOf(subset)}`;
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
  const filtered = isFiltered(filters);
  if (!filtered) await foldIfBacklogged(db);
  const responseCounts = filtered
    ? scannedResponseCounts(filterCondition(filters, timeZone), recent, previous)
    : keptResponseCounts(recent, previous);
  const [row] = await queryRows<OverviewCounts>(
    db,
    sql`
      SELECT
        response_counts.*,
        (SELECT count(*) FROM users)::int AS "totalUsers",
        (SELECT count(*) FROM users WHERE created_at >= ${recent})::int AS "usersRecent",
        (SELECT count(*) FROM users
          WHERE created_at >= ${previous} AND created_at < ${recent})::int AS "usersPrevious"
      FROM (${responseCounts}) AS response_counts
    `,
  );
  return row!;
}
