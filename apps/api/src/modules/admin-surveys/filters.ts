import type { QualityDecision, QualityFlagKind, ResponseFilters } from '@prca/core';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
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

/** A researcher's decision in SQL: the stored override, or none stored. */
function decisionCondition(decision: QualityDecision): SQL {
  return decision === 'none'
    ? isNull(surveyResponses.qualityOverride)
    : eq(surveyResponses.qualityOverride, decision);
}

/**
 * The SQL condition of the list's and the export's filters: core's set, the interpretation, the
 * flags (any of them raised) and the decisions (any of them), each filter narrowing the others.
 */
export function responseCondition(filters: ResponseFilters, timeZone: string): SQL | undefined {
  const { interpretation, flag, decision, ...common } = filters;
  return and(
    filterCondition(common, timeZone),
    interpretation ? eq(surveyResponses.interpretation, interpretation) : undefined,
    flag ? or(...flag.map((kind) => eq(FLAG_COLUMNS[kind], true))) : undefined,
    decision ? or(...decision.map(decisionCondition)) : undefined,
  );
}
