import { tQuantile, tTwoSidedP } from './distributions';
import { groupMoments, sampleVariance, varianceReason } from './group-moments';
import type { StatisticUnavailableReason } from './reasons';
import { reliableChangeDirection } from './reliable-change';
import type { ScoreHistogram } from './score-moments';
import { errorShare } from './scale-reliability';

/*
 * The change of one score between two waves, over the students matched between them (issue 32),
 * from histograms SQL returns cheaply: R's paired t-test, t.test(after, before, paired = TRUE),
 * the standardized mean change dz, and Jacobson and Truax's (1991) reliable change index.
 */

export interface PairedChangeInput {
  /** The matched pairs' scores in the earlier wave. */
  before: ScoreHistogram;
  /** Their scores in the later wave. */
  after: ScoreHistogram;
  /** after − before, one per pair. */
  change: ScoreHistogram;
  /**
   * Cronbach's alpha of the score's oriented items on the pairs' earlier responses (null when it
   * cannot be computed): the reliability the standard error of measurement rests on.
   */
  alpha: number | null;
}

/** How many pairs changed by more than the measurement error, and in which direction. */
export interface ReliableChangeCounts {
  /** RCI ≤ −1.96: less apprehension. */
  improved: number;
  unchanged: number;
  /** RCI ≥ 1.96: more apprehension. */
  worsened: number;
}

export interface PairedChange {
  n: number;
  meanBefore: number | null;
  meanAfter: number | null;
  /** mean(after − before): negative is less apprehension. */
  meanChange: number | null;
  sdChange: number | null;
  t: number | null;
  df: number | null;
  /** Two-sided. */
  p: number | null;
  /** meanChange ± qt(1 − (1 − level)/2, n − 1)·sdChange/√n, as t.test's conf.int. */
  ci: { lower: number; upper: number } | null;
  /** meanChange / sdChange (Cohen's d for paired data). */
  dz: number | null;
  /** Why t, p, ci and dz are null. */
  reason: StatisticUnavailableReason | null;
  /** sd(before)·√(1 − alpha). */
  sem: number | null;
  /** change / (√2·SEM) against ±1.96, counted over the pairs; null when SEM is null or 0. */
  reliableChange: ReliableChangeCounts | null;
  reliableChangeReason: StatisticUnavailableReason | null;
}

const meanOf = (histogram: ScoreHistogram): number | null => {
  const { n, mean } = groupMoments(histogram);
  return n > 0 ? mean : null;
};

/** sd(before)·√(1 − α), or why there is none. */
function standardErrorOfMeasurement(
  before: ScoreHistogram,
  alpha: number | null,
): { sem: number | null; reason: StatisticUnavailableReason | null } {
  const moments = groupMoments(before);
  const reason = varianceReason(moments);
  if (reason !== null) return { sem: null, reason };
  if (alpha === null) return { sem: null, reason: 'alphaUnavailable' };
  return { sem: Math.sqrt(sampleVariance(moments) * errorShare(alpha)), reason: null };
}

/**
 * How many changes of a histogram lie beyond the measurement error of `sem` (> 0): RCI =
 * change / (√2·SEM) against ±1.96. Exported so that a subset's pairs (a class's, issue 32) can
 * be counted against the SEM of the whole wave pair, as the change endpoint counts them.
 */
export function reliableChangeCounts(change: ScoreHistogram, sem: number): ReliableChangeCounts {
  const counts = { improved: 0, unchanged: 0, worsened: 0 };
  for (const { value, count } of change) counts[reliableChangeDirection(value, sem)] += count;
  return counts;
}

export function pairedChange(input: PairedChangeInput, level = 0.95): PairedChange {
  const moments = groupMoments(input.change);
  const { n } = moments;
  if (groupMoments(input.before).n !== n || groupMoments(input.after).n !== n) {
    throw new RangeError('before, after and change must count the same pairs');
  }
  const { sem, reason: semReason } = standardErrorOfMeasurement(input.before, input.alpha);
  const reliable =
    sem === null
      ? { reliableChange: null, reliableChangeReason: semReason }
      : sem > 0
        ? { reliableChange: reliableChangeCounts(input.change, sem), reliableChangeReason: null }
        : { reliableChange: null, reliableChangeReason: 'zeroVariance' as const };
  const described = {
    n,
    meanBefore: meanOf(input.before),
    meanAfter: meanOf(input.after),
    meanChange: n > 0 ? moments.mean : null,
    sdChange: n > 1 ? Math.sqrt(sampleVariance(moments)) : null,
    sem,
    ...reliable,
  };
  const reason = varianceReason(moments);
  if (reason !== null) {
    return { ...described, t: null, df: null, p: null, ci: null, dz: null, reason };
  }
  const sd = described.sdChange as number;
  const standardError = sd / Math.sqrt(n);
  const df = n - 1;
  const t = moments.mean / standardError;
  const margin = tQuantile(1 - (1 - level) / 2, df) * standardError;
  return {
    ...described,
    t,
    df,
    p: tTwoSidedP(t, df),
    ci: { lower: moments.mean - margin, upper: moments.mean + margin },
    dz: moments.mean / sd,
    reason: null,
  };
}
