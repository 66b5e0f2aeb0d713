import type { AnalyticsFilters } from '@prca/core';
import { and, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { filterCondition, sessionCondition, whereOf } from '../../../db/filters';
import { queryRows } from '../../../db/query-rows';

export interface OverviewCounts {
  totalResponses: number;
  responsesRecent: number;
  responsesPrevious: number;
  totalUsers: number;
  usersRecent: number;
  usersPrevious: number;
  averageCompletionSeconds: number | null;
  sessionsStarted: number;
  sessionsCompleted: number;
}

/** The raw counts behind the dashboard's cards, in one round trip. */
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
  const sessions = sessionCondition(filters, timeZone);
  const sessionsWhere = (condition?: ReturnType<typeof sql>) => whereOf(and(sessions, condition));
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
          WHERE created_at >= ${previous} AND created_at < ${recent})::int AS "usersPrevious",
        (SELECT avg(extract(epoch FROM completed_at - started_at))::float8 FROM survey_sessions
          ${sessionsWhere(sql`completed_at IS NOT NULL`)}) AS "averageCompletionSeconds",
        (SELECT count(*) FROM survey_sessions ${sessionsWhere()})::int AS "sessionsStarted",
        (SELECT count(*) FROM survey_sessions
          ${sessionsWhere(sql`completed_at IS NOT NULL`)})::int AS "sessionsCompleted"
    `,
  );
  return row!;
}
