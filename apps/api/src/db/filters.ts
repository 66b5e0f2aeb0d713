import type { AnalyticsFilters } from '@prca/core';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { surveyResponses, surveySessions } from './schema';

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

/**
 * Sessions are counted by when they started and by their class, school and wave; they hold no
 * demographics (a session that was never completed has none), so a grade, gender or
 * participation filter counts the sessions whose response is in the subset.
 */
export const SESSION_COLUMNS: FilteredColumns = {
  at: surveySessions.startedAt,
  schoolId: surveySessions.schoolId,
  classId: surveySessions.classId,
  waveId: surveySessions.waveId,
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

/** `WHERE condition`, or nothing: for the hand-written statements of the analytics. */
export function whereOf(condition: SQL | undefined): SQL {
  return condition ? sql`WHERE ${condition}` : sql``;
}

/**
 * The sessions of core's filter set: date, school, class and wave on the session itself; a
 * demographic filter keeps the sessions whose response has those demographics.
 */
export function sessionCondition(
  filters: Partial<AnalyticsFilters>,
  timeZone: string,
): SQL | undefined {
  const { grade, gender, participation, ...own } = filters;
  const demographic = filterCondition({ grade, gender, participation }, timeZone);
  return and(
    filterCondition(own, timeZone, SESSION_COLUMNS),
    demographic &&
      sql`EXISTS (SELECT 1 FROM survey_responses WHERE survey_responses.session_id = ${surveySessions.id} AND ${demographic})`,
  );
}

/** Whether any filter is set (the kept sums answer only for everything). */
export function isFiltered(filters: Partial<AnalyticsFilters>): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}
