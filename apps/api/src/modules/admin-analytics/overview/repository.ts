import type { AnalyticsFilters } from '@prca/core';
import { and, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { filterCondition, whereOf } from '../../../db/filters';
import { queryRows } from '../../../db/query-rows';

export interface OverviewCounts {
  totalResponses: number;
  responsesRecent: number;
  responsesPrevious: number;
  totalUsers: number;
  usersRecent: number;
  usersPrevious: number;
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
  const responses = (condition?: ReturnType<typeof sql>) => whereOf(and(subset, condition));
  const [row] = await queryRows<OverviewCounts>(
    db,
    sql`
      SELECT
        (SELECT count(*) FROM survey_responses ${responses()})::int AS "totalResponses",
        (SELECT count(*) FROM survey_responses ${responses(sql`created_at >= ${recent}`)})::int AS "responsesRecent",
        (SELECT count(*) FROM survey_responses
          ${responses(sql`created_at >= ${previous} AND created_at < ${recent}`)})::int AS "responsesPrevious",
        (SELECT count(*) FROM users)::int AS "totalUsers",
        (SELECT count(*) FROM users WHERE created_at >= ${recent})::int AS "usersRecent",
        (SELECT count(*) FROM users
          WHERE created_at >= ${previous} AND created_at < ${recent})::int AS "usersPrevious"
    `,
  );
  return row!;
}
