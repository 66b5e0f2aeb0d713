import type { QualityFlagKind, ResponseFilters } from '@prca/core';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { filterCondition } from '../../db/filters';
import { surveyResponses } from '../../db/schema';

// The filters' contract lives in packages/core; re-exported for the queries that read it.
export type { ResponseFilters };

const FLAG_COLUMNS: Record<QualityFlagKind, AnyPgColumn> = {
  straightLining: surveyResponses.flagStraightLining,
  inconsistent: surveyResponses.flagInconsistent,
  speeding: surveyResponses.flagSpeeding,
  duplicate: surveyResponses.flagDuplicate,
};

/**
 * The SQL condition of the list's and the export's filters: core's set, the interpretation, and
 * the flags (any of them raised).
 */
export function responseCondition(filters: ResponseFilters, timeZone: string): SQL | undefined {
  const { interpretation, flag, ...common } = filters;
  return and(
    filterCondition(common, timeZone),
    interpretation ? eq(surveyResponses.interpretation, interpretation) : undefined,
    flag ? or(...flag.map((kind) => eq(FLAG_COLUMNS[kind], true))) : undefined,
  );
}
