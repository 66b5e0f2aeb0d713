import type { ResponseFilters } from '@prca/core';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { surveyResponses } from '../../db/schema';

// The filters' contract lives in packages/core; re-exported for the queries that read it.
export type { ResponseFilters };

/**
 * The SQL condition of the filters. Dates are days in the app's time zone (an admin in Vietnam
 * means Vietnamese days), and `to` includes its whole day.
 */
export function filterCondition(filters: ResponseFilters, timeZone: string): SQL | undefined {
  const startOf = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE ${timeZone})`;
  const conditions = [
    filters.from && sql`${surveyResponses.createdAt} >= ${startOf(filters.from)}`,
    filters.to && sql`${surveyResponses.createdAt} < ${startOf(filters.to)} + interval '1 day'`,
    filters.grade && eq(surveyResponses.grade, filters.grade),
    filters.gender && eq(surveyResponses.gender, filters.gender),
    filters.participation && eq(surveyResponses.participation, filters.participation),
    filters.interpretation && eq(surveyResponses.interpretation, filters.interpretation),
  ].filter((condition): condition is SQL => Boolean(condition));
  return conditions.length > 0 ? and(...conditions) : undefined;
}
