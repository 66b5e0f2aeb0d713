import type { AnalyticsFilters } from '@prca/core';
import { count } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { filterCondition } from '../../../db/filters';
import { surveyResponses as responses } from '../../../db/schema';

/** Respondents per grade, gender and participation level (at most 3 × 3 × 4 rows). */
export function demographicCells(db: Database, filters: AnalyticsFilters, timeZone: string) {
  return db
    .select({
      grade: responses.grade,
      gender: responses.gender,
      participation: responses.participation,
      count: count(),
    })
    .from(responses)
    .where(filterCondition(filters, timeZone))
    .groupBy(responses.grade, responses.gender, responses.participation);
}
