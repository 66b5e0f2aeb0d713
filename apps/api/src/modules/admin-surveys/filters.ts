import type { ResponseFilters } from '@prca/core';
import { and, eq, type SQL } from 'drizzle-orm';
import { filterCondition } from '../../db/filters';
import { surveyResponses } from '../../db/schema';

// The filters' contract lives in packages/core; re-exported for the queries that read it.
export type { ResponseFilters };

/** The SQL condition of the list's and the export's filters: core's set and the interpretation. */
export function responseCondition(filters: ResponseFilters, timeZone: string): SQL | undefined {
  const { interpretation, ...common } = filters;
  return and(
    filterCondition(common, timeZone),
    interpretation ? eq(surveyResponses.interpretation, interpretation) : undefined,
  );
}
