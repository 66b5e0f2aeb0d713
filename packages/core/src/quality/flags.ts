import { CATEGORIES } from '../instrument/categories';
import type { Category } from '../instrument/categories';
import { ITEMS, QUESTION_COUNT } from '../instrument/items';
import { orientedAnswers } from '../scoring/score';
import type { QualityThresholds } from './thresholds';

/*
 * Careless-response screening for one PRCA-24 response (issue 17). Each flag comes with the
 * values that decided it, so a researcher can see why and a report can cite them.
 */

/** The longest run of identical consecutive answers, in questionnaire order (long-string). */
export function longestRun(answers: readonly number[]): number {
  let longest = 0;
  let current = 0;
  answers.forEach((value, index) => {
    current = index > 0 && answers[index - 1] === value ? current + 1 : 1;
    longest = Math.max(longest, current);
  });
  return longest;
}

export type ContextGaps = Record<Category, number>;

/**
 * Per context, |mean oriented plus items − mean oriented minus items|. Oriented scores point the
 * same way (higher = more apprehension), so an attentive student's plus and minus items agree:
 * a nervous student agrees with "I am nervous" and disagrees with "I am comfortable". Agreeing
 * with both (or disagreeing with both) opens a gap of up to 4 points.
 */
export function contextGaps(answers: readonly number[]): ContextGaps {
  const oriented = orientedAnswers(answers);
  const sums = Object.fromEntries(
    CATEGORIES.map((category) => [category, { plus: 0, plusCount: 0, minus: 0, minusCount: 0 }]),
  ) as Record<Category, { plus: number; plusCount: number; minus: number; minusCount: number }>;
  ITEMS.forEach((item, index) => {
    const sum = sums[item.category];
    const value = oriented[index] ?? 0;
    if (item.key === 'plus') {
      sum.plus += value;
      sum.plusCount += 1;
    } else {
      sum.minus += value;
      sum.minusCount += 1;
    }
  });
  return Object.fromEntries(
    CATEGORIES.map((category) => {
      const { plus, plusCount, minus, minusCount } = sums[category];
      return [category, Math.abs(plus / plusCount - minus / minusCount)];
    }),
  ) as ContextGaps;
}

/** What is known of how the response was made, beyond its answers. */
export interface QualityEvidence {
  answers: readonly number[];
  /** Seconds from the survey's start to its submission; null when no session recorded it. */
  completionSeconds: number | null;
  /**
   * The median completion time the waveMedian rule compares with: the response's wave's, or the
   * whole study's for a response without a class (it has no wave); null while none was timed.
   */
  medianSeconds: number | null;
  /** The id of an earlier response of the same person with the same answers within the window. */
  duplicateOf: string | null;
}

export interface QualityFlags {
  straightLining: boolean;
  longestRun: number;
  inconsistent: boolean;
  inconsistentContexts: number;
  contextGaps: ContextGaps;
  speeding: boolean;
  completionSeconds: number | null;
  /** The time under which this response counted as speeding; null when it cannot be judged. */
  speedingLimitSeconds: number | null;
  duplicate: boolean;
  duplicateOf: string | null;
}

/** A tolerance for gaps such as 2/3 + 4/3 that binary floating point makes 1.9999999999999998. */
const GAP_EPSILON = 1e-9;

export function speedingLimitSeconds(
  thresholds: QualityThresholds,
  medianSeconds: number | null,
): number | null {
  if (thresholds.speedingRule === 'perItem') return thresholds.secondsPerItem * QUESTION_COUNT;
  return medianSeconds === null ? null : medianSeconds * thresholds.waveMedianFraction;
}

export function qualityFlags(
  evidence: QualityEvidence,
  thresholds: QualityThresholds,
): QualityFlags {
  const run = longestRun(evidence.answers);
  const gaps = contextGaps(evidence.answers);
  const inconsistentContexts = CATEGORIES.filter(
    (category) => gaps[category] + GAP_EPSILON >= thresholds.inconsistencyGap,
  ).length;
  const limit =
    evidence.completionSeconds === null
      ? null
      : speedingLimitSeconds(thresholds, evidence.medianSeconds);
  return {
    // All 24 identical is flagged whatever the threshold: nobody reads a mixed-key scale that way.
    straightLining: run >= thresholds.longStringMin || run === QUESTION_COUNT,
    longestRun: run,
    inconsistent: inconsistentContexts >= thresholds.inconsistentContextsMin,
    inconsistentContexts,
    contextGaps: gaps,
    speeding:
      limit !== null && evidence.completionSeconds !== null && evidence.completionSeconds < limit,
    completionSeconds: evidence.completionSeconds,
    speedingLimitSeconds: limit,
    duplicate: evidence.duplicateOf !== null,
    duplicateOf: evidence.duplicateOf,
  };
}

/** Whether any flag is raised: what `quality=flagged` selects before overrides. */
export function isFlagged(flags: QualityFlags): boolean {
  return flags.straightLining || flags.inconsistent || flags.speeding || flags.duplicate;
}

/** A researcher's decision on one response, kept across recomputations. */
export type QualityOverride = 'keep' | 'exclude';

/** Whether a response is left out of `quality=unflagged`: the override decides when there is one. */
export function isExcluded(flags: QualityFlags, override: QualityOverride | null): boolean {
  if (override === 'keep') return false;
  if (override === 'exclude') return true;
  return isFlagged(flags);
}
