import type { ConfidenceInterval } from '../psychometrics/feldt';
import { tQuantile } from './distributions';
import { groupMoments, sampleVariance, varianceReason } from './group-moments';
import type { StatisticUnavailableReason } from './reasons';
import { medianOfHistogram } from './score-moments';
import type { ScoreHistogram } from './score-moments';

/** n, mean, SD, the t-based confidence interval of the mean and the median of one group. */
export interface GroupDescription {
  n: number;
  mean: number | null;
  /** Sample standard deviation (n − 1); null with fewer than 2 responses. */
  sd: number | null;
  median: number | null;
  /** mean ± qt(1 − (1 − level)/2, n − 1)·sd/√n, as t.test(x)$conf.int. */
  ci: ConfidenceInterval | null;
  ciReason: StatisticUnavailableReason | null;
}

function assertLevel(level: number): void {
  if (!(level > 0 && level < 1)) throw new RangeError(`Level must be in (0, 1), got ${level}`);
}

export function describeGroup(histogram: ScoreHistogram, level = 0.95): GroupDescription {
  assertLevel(level);
  const moments = groupMoments(histogram);
  const { n, mean } = moments;
  const reason = varianceReason(moments);
  const sd = n > 1 ? Math.sqrt(sampleVariance(moments)) : null;
  let ci: ConfidenceInterval | null = null;
  if (reason === null) {
    const halfWidth = (tQuantile(1 - (1 - level) / 2, n - 1) * (sd as number)) / Math.sqrt(n);
    ci = { level, lower: mean - halfWidth, upper: mean + halfWidth };
  }
  return {
    n,
    mean: n > 0 ? mean : null,
    sd,
    median: medianOfHistogram(histogram),
    ci,
    ciReason: reason,
  };
}
