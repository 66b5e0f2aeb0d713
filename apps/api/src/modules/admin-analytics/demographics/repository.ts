import { count } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { surveyResponses as responses } from '../../../db/schema';

/** Respondents per grade, gender and participation level (at most 3 × 3 × 4 rows). */
export function demographicCells(db: Database) {
  return db
    .select({
      grade: responses.grade,
      gender: responses.gender,
      participation: responses.participation,
      count: count(),
    })
    .from(responses)
    .groupBy(responses.grade, responses.gender, responses.participation);
}
