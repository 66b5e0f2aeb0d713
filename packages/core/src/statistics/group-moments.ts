import type { StatisticUnavailableReason } from './reasons';
import { centredSumOfSquares, momentsOfHistogram } from './score-moments';
import type { ScoreHistogram } from './score-moments';

/** The smallest group any test can use: a variance needs two responses. */
export const MIN_TESTABLE_GROUP_SIZE = 2;

/** What the tests need of a group: its size, mean and exact centred sum of squares. */
export interface GroupMoments {
  n: number;
  /** NaN without responses; read it only when n > 0. */
  mean: number;
  /** Σ(x − x̄)², exactly 0 for a constant group. */
  sumOfSquares: number;
}

export function groupMoments(histogram: ScoreHistogram): GroupMoments {
  const moments = momentsOfHistogram(histogram);
  return {
    n: moments.n,
    mean: moments.n > 0 ? moments.sum / moments.n : NaN,
    sumOfSquares: centredSumOfSquares(moments),
  };
}

export function sampleVariance({ n, sumOfSquares }: GroupMoments): number {
  return sumOfSquares / (n - 1);
}

/** Why a group has no variance to work with, or null when it has one. */
export function varianceReason({
  n,
  sumOfSquares,
}: GroupMoments): StatisticUnavailableReason | null {
  if (n === 0) return 'noResponses';
  if (n < 2) return 'tooFewRespondents';
  return sumOfSquares > 0 ? null : 'zeroVariance';
}
