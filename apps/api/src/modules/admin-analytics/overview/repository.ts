import type { AnalyticsFilters } from '@prca/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { filterCondition, isFiltered, whereOf } from '../../../db/filters';
import { queryRows } from '../../../db/query-rows';
import { KEPT_SLOTS, foldIfBacklogged, slotStart } from '../../../kept/response-cells/cells';

export interface OverviewCounts {
  totalResponses: number;
  responsesRecent: number;
  responsesPrevious: number;
  totalUsers: number;
  usersRecent: number;
  usersPrevious: number;
}

/**
 * The response counts of the cards, for every response, in one pass over the kept quarter
 * hours: each count from a mark on is the quarter hours from the one the mark falls in, less
 * that quarter hour's responses before the mark (an indexed read of at most fifteen minutes of
 * rows), so the counts are exact at any instant.
 */
function keptResponseCounts(recent: SQL, previous: SQL): SQL {
  const before = (mark: SQL) => sql`(SELECT count(*) FROM survey_responses
    WHERE created_at >= ${slotStart(mark)} AND created_at < ${mark})`;
  return sql`SELECT total::int AS "totalResponses",
      (since_recent - ${before(recent)})::int AS "responsesRecent",
      ((since_previous - ${before(previous)}) - (since_recent - ${before(recent)}))::int
        AS "responsesPrevious"
    FROM (SELECT coalesce(sum(n), 0) AS total,
        coalesce(sum(n) FILTER (WHERE slot >= ${slotStart(recent)}), 0) AS since_recent,
        coalesce(sum(n) FILTER (WHERE slot >= ${slotStart(previous)}), 0) AS since_previous
      FROM ${KEPT_SLOTS} AS slots) AS kept`;
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
