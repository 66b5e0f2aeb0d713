import {
  CATEGORIES,
  type ContextGaps,
  type QualityFlags,
  type QualityOverride,
  type QualityThresholds,
  type SpeedingRule,
  SPEEDING_RULES,
} from '@prca/core';
import type { surveyResponses } from '../db/schema';

/*
 * The one mapping between core's QualityFlags and the columns of survey_responses that keep
 * them (issue 17): the submission, the recomputation and the admin views all use it.
 */

type ResponseRow = typeof surveyResponses.$inferSelect;

export type QualityColumns = Pick<
  ResponseRow,
  | 'flagStraightLining'
  | 'longestRun'
  | 'flagInconsistent'
  | 'inconsistentContexts'
  | 'contextGaps'
  | 'flagSpeeding'
  | 'completionSeconds'
  | 'speedingLimitSeconds'
  | 'flagDuplicate'
  | 'duplicateOf'
  | 'qualityBasis'
>;

/**
 * The thresholds as one stable text, kept beside the flags they decided: a row whose basis is
 * not the current thresholds' is due for recomputation (and a row without one, for its first).
 */
export function qualityBasis(thresholds: QualityThresholds): string {
  const keys = Object.keys(thresholds).sort() as (keyof QualityThresholds)[];
  return JSON.stringify(keys.map((key) => [key, thresholds[key]]));
}

export function qualityColumns(flags: QualityFlags, thresholds: QualityThresholds): QualityColumns {
  return {
    flagStraightLining: flags.straightLining,
    longestRun: flags.longestRun,
    flagInconsistent: flags.inconsistent,
    inconsistentContexts: flags.inconsistentContexts,
    contextGaps: CATEGORIES.map((category) => flags.contextGaps[category]),
    flagSpeeding: flags.speeding,
    completionSeconds: flags.completionSeconds,
    speedingLimitSeconds: flags.speedingLimitSeconds,
    flagDuplicate: flags.duplicate,
    duplicateOf: flags.duplicateOf,
    qualityBasis: qualityBasis(thresholds),
  };
}

/** The flags a row keeps, as core's QualityFlags (what the admin API shows). */
export function flagsOf(row: QualityColumns): QualityFlags {
  const gaps = row.contextGaps ?? [];
  return {
    straightLining: row.flagStraightLining,
    longestRun: row.longestRun ?? 0,
    inconsistent: row.flagInconsistent,
    inconsistentContexts: row.inconsistentContexts ?? 0,
    contextGaps: Object.fromEntries(
      CATEGORIES.map((category, index) => [category, gaps[index] ?? 0]),
    ) as ContextGaps,
    speeding: row.flagSpeeding,
    completionSeconds: row.completionSeconds,
    speedingLimitSeconds: row.speedingLimitSeconds,
    duplicate: row.flagDuplicate,
    duplicateOf: row.duplicateOf,
  };
}

/** The speeding rule a row's flags were computed under, read from its `quality_basis`. */
export function speedingRuleOf(row: Pick<ResponseRow, 'qualityBasis'>): SpeedingRule | null {
  if (row.qualityBasis === null) return null;
  try {
    const basis = new Map(JSON.parse(row.qualityBasis) as [string, unknown][]);
    const rule = basis.get('speedingRule');
    return SPEEDING_RULES.find((known) => known === rule) ?? null;
  } catch {
    return null;
  }
}

export function overrideOf(row: Pick<ResponseRow, 'qualityOverride'>): QualityOverride | null {
  // The column's check constraint holds it to core's overrides.
  return row.qualityOverride as QualityOverride | null;
}
