import { GENDERS, GRADES, PARTICIPATION_LEVELS, isCountableDay } from '@prca/core';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { surveyResponses } from '../../db/schema';

const day = z.iso
  .date({ error: 'admin.dateInvalid' })
  .refine(isCountableDay, { error: 'admin.dateInvalid' });

/** The filters of the responses list and of the export (the same, so an export matches a list). */
export const responseFiltersSchema = z.object({
  from: day.optional(),
  to: day.optional(),
  grade: z.enum(GRADES).optional(),
  gender: z.enum(GENDERS).optional(),
  participation: z.enum(PARTICIPATION_LEVELS).optional(),
  interpretation: z.enum(['low', 'average', 'high']).optional(),
});

export type ResponseFilters = z.output<typeof responseFiltersSchema>;

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
