import { GENDERS, GRADES, PARTICIPATION_LEVELS } from '@prca/core';
import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { surveyResponses } from '../../db/schema';

const day = z.iso.date({ error: 'admin.dateInvalid' });

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

const DAY_MS = 24 * 60 * 60 * 1000;

/** The SQL condition of the filters; `to` includes its whole day (UTC). */
export function filterCondition(filters: ResponseFilters): SQL | undefined {
  const conditions = [
    filters.from && gte(surveyResponses.createdAt, new Date(`${filters.from}T00:00:00Z`)),
    filters.to &&
      lt(surveyResponses.createdAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)),
    filters.grade && eq(surveyResponses.grade, filters.grade),
    filters.gender && eq(surveyResponses.gender, filters.gender),
    filters.participation && eq(surveyResponses.participation, filters.participation),
    filters.interpretation && eq(surveyResponses.interpretation, filters.interpretation),
  ].filter((condition): condition is SQL => Boolean(condition));
  return conditions.length > 0 ? and(...conditions) : undefined;
}
