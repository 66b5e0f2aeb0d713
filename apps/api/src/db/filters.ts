import type { AnalyticsFilters, QualityFilter } from '@prca/core';
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
  /** Whether the row holds the quality flags (responses do; sessions do not). */
  flagged?: boolean;
}

export const RESPONSE_COLUMNS: FilteredColumns = {
  at: surveyResponses.createdAt,
  schoolId: surveyResponses.schoolId,
  classId: surveyResponses.classId,
  waveId: surveyResponses.waveId,
  grade: surveyResponses.grade,
  gender: surveyResponses.gender,
  participation: surveyResponses.participation,
  flagged: true,
};

/**
 * Whether a response is left out of `quality=unflagged` (core's isExcluded): a researcher's
 * override decides; without one, any raised flag. Written so that it is never NULL. `alias`
 * names a response read under another name (an earlier one in a subquery).
 */
export function excludedResponse(alias?: string): SQL {
  const column = (of: AnyPgColumn) => (alias ? sql.raw(`${alias}.${of.name}`) : sql`${of}`);
  return sql`(${column(surveyResponses.qualityOverride)} IS NOT DISTINCT FROM 'exclude'
  OR (${column(surveyResponses.qualityOverride)} IS NULL AND (${column(surveyResponses.flagStraightLining)}
    OR ${column(surveyResponses.flagInconsistent)} OR ${column(surveyResponses.flagSpeeding)}
    OR ${column(surveyResponses.flagDuplicate)})))`;
}

/** excludedResponse of the row itself. */
export const EXCLUDED_RESPONSE = excludedResponse();

/** The responses of a `quality` choice; undefined for all of them. */
export function qualityCondition(quality: QualityFilter | undefined): SQL | undefined {
  if (quality === 'flagged') return EXCLUDED_RESPONSE;
  if (quality === 'unflagged') return sql`NOT ${EXCLUDED_RESPONSE}`;
  return undefined;
}

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
    columns.flagged ? qualityCondition(filters.quality) : undefined,
  ].filter((condition): condition is SQL => Boolean(condition));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** `WHERE condition`, or nothing: for the hand-written statements of the analytics. */
export function whereOf(condition: SQL | undefined): SQL {
  return condition ? sql`WHERE ${condition}` : sql``;
}

/**
 * The sessions of core's filter set: date, school, class and wave on the session itself; a
 * demographic filter keeps the sessions whose response has those demographics. `quality`
 * leaves out the sessions whose response it leaves out, not those that never ended in one:
 * setting careless responses aside does not make abandoned surveys disappear.
 */
export function sessionCondition(
  filters: Partial<AnalyticsFilters>,
  timeZone: string,
): SQL | undefined {
  const { grade, gender, participation, quality, ...own } = filters;
  const demographic = filterCondition({ grade, gender, participation }, timeZone);
  const responseOf = (condition: SQL) =>
    sql`EXISTS (SELECT 1 FROM survey_responses WHERE survey_responses.session_id = ${surveySessions.id} AND ${condition})`;
  return and(
    filterCondition(own, timeZone, SESSION_COLUMNS),
    demographic && responseOf(demographic),
    quality === 'flagged' ? responseOf(EXCLUDED_RESPONSE) : undefined,
    quality === 'unflagged' ? sql`NOT ${responseOf(EXCLUDED_RESPONSE)}` : undefined,
  );
}

/**
 * Whether any filter is set (the kept sums answer only for everything); `quality=all` is
 * everything, any other quality choice is not.
 */
export function isFiltered(filters: Partial<AnalyticsFilters>): boolean {
  return Object.entries(filters).some(
    ([key, value]) => value !== undefined && !(key === 'quality' && value === 'all'),
  );
}
