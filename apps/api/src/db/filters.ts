import type { AnalyticsFilters } from '@prca/core';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { surveyResponses } from './schema';

/** The columns a filter reads, so that responses and sessions are filtered alike. */
export interface FilteredColumns {
  at: AnyPgColumn;
  schoolId: AnyPgColumn;
  classId: AnyPgColumn;
  waveId: AnyPgColumn;
  grade?: AnyPgColumn;
  gender?: AnyPgColumn;
  participation?: AnyPgColumn;
}

export const RESPONSE_COLUMNS: FilteredColumns = {
  at: surveyResponses.createdAt,
  schoolId: surveyResponses.schoolId,
  classId: surveyResponses.classId,
  waveId: surveyResponses.waveId,
  grade: surveyResponses.grade,
  gender: surveyResponses.gender,
  participation: surveyResponses.participation,
};

/** Midnight starting `day` in the analytics time zone. */
export function startOfDay(day: string, timeZone: string): SQL {
  return sql`(${day}::date::timestamp AT TIME ZONE ${timeZone})`;
}

/**
 * The SQL condition of core's filter set (undefined: everything). Dates are days in the
 * analytics time zone (an admin in Vietnam means Vietnamese days), and `to` includes its whole
 * day; several values of one filter mean any of them.
 */
export function filterCondition(
  filters: Partial<AnalyticsFilters>,
  timeZone: string,
  columns: FilteredColumns = RESPONSE_COLUMNS,
): SQL | undefined {
  const anyOf = (column: AnyPgColumn | undefined, values: readonly string[] | undefined) =>
    column && values ? inArray(column, [...values]) : undefined;
  const conditions = [
    filters.from && sql`${columns.at} >= ${startOfDay(filters.from, timeZone)}`,
    filters.to && sql`${columns.at} < ${startOfDay(filters.to, timeZone)} + interval '1 day'`,
    anyOf(columns.schoolId, filters.school),
    anyOf(columns.classId, filters.class),
    anyOf(columns.waveId, filters.wave),
    anyOf(columns.grade, filters.grade),
    anyOf(columns.gender, filters.gender),
    anyOf(columns.participation, filters.participation),
  ].filter((condition): condition is SQL => Boolean(condition));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Whether any filter is set (the kept sums answer only for everything). */
export function isFiltered(filters: Partial<AnalyticsFilters>): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}
