import type { AnalyticsFilters } from '@prca/core';
import { count } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { filterCondition, isFiltered } from '../../../db/filters';
import { surveyResponses as responses } from '../../../db/schema';
import { keptScoreCells } from '../../../kept/response-cells/cells';
import type { DemographicCell } from './service';

/**
 * Respondents per grade, gender and participation level (at most 3 × 3 × 4 rows): every
 * response from the kept cells, a subset by a scan of its rows.
 */
export async function demographicCells(
  db: Database,
  filters: AnalyticsFilters,
  timeZone: string,
): Promise<DemographicCell[]> {
  if (!isFiltered(filters)) {
    const cells = new Map<string, DemographicCell>();
    for (const { grade, gender, participation, count } of await keptScoreCells(db)) {
      const key = `${grade}/${gender}/${participation}`;
      const cell = cells.get(key) ?? { grade, gender, participation, count: 0 };
      cell.count += count;
      cells.set(key, cell);
    }
    return [...cells.values()];
  }
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
