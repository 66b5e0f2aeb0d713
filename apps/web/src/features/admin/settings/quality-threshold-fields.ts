import {
  DEFAULT_QUALITY_THRESHOLDS,
  qualityThresholdsSchema,
  type QualityThresholds,
} from '@prca/core';

/** The numeric thresholds, in the order the form shows them. */
export const THRESHOLD_FIELDS = [
  'longStringMin',
  'inconsistencyGap',
  'inconsistentContextsMin',
  'secondsPerItem',
  'waveMedianFraction',
  'duplicateWindowHours',
] as const;
export type ThresholdField = (typeof THRESHOLD_FIELDS)[number];

/** The thresholds as typed: text, so that a half-typed number can be edited. */
export type ThresholdsDraft = Record<ThresholdField, string> & {
  speedingRule: QualityThresholds['speedingRule'];
};

// A third is stored as 0.333…; three decimals are what a person types and reads.
const written = (value: number) => String(Math.round(value * 1000) / 1000);

export function thresholdsDraft(thresholds: QualityThresholds): ThresholdsDraft {
  const draft = { speedingRule: thresholds.speedingRule } as ThresholdsDraft;
  for (const field of THRESHOLD_FIELDS) draft[field] = written(thresholds[field]);
  return draft;
}

/** Core's limits of a threshold (the schema's), for the hint and the error. */
export function thresholdLimits(field: ThresholdField): { min: number; max: number } {
  const schema = qualityThresholdsSchema.shape[field] as unknown as {
    minValue: number | null;
    maxValue: number | null;
  };
  return { min: schema.minValue ?? 0, max: schema.maxValue ?? Infinity };
}

export function defaultThreshold(field: ThresholdField): string {
  return written(DEFAULT_QUALITY_THRESHOLDS[field]);
}

/**
 * The thresholds a draft means, or the fields core refuses. A field left as it was loaded keeps
 * the stored value exactly (a third stays a third, not 0.333).
 */
export function readThresholds(
  draft: ThresholdsDraft,
  stored: QualityThresholds,
): { thresholds: QualityThresholds; problems: [] } | { problems: ThresholdField[] } {
  const candidate: Record<string, unknown> = { speedingRule: draft.speedingRule };
  for (const field of THRESHOLD_FIELDS) {
    const text = draft[field].trim().replace(',', '.');
    candidate[field] =
      draft[field] === written(stored[field]) ? stored[field] : text === '' ? NaN : Number(text);
  }
  const parsed = qualityThresholdsSchema.safeParse(candidate);
  if (parsed.success) return { thresholds: parsed.data, problems: [] };
  const problems = THRESHOLD_FIELDS.filter((field) =>
    parsed.error.issues.some((issue) => issue.path[0] === field),
  );
  return { problems };
}
