import type { ConfidenceInterval } from '../psychometrics/feldt';
import { logBeta } from '../psychometrics/special-functions';
import { normalQuantile, tTwoSidedP } from './distributions';
import { sampleVariance, varianceReason } from './group-moments';
import type { GroupMoments } from './group-moments';
import type { StatisticUnavailableReason } from './reasons';

/**
 * Welch's two-sample t-test of the first group's mean minus the second's (R: t.test(x, y), which
 * does not assume equal variances) and Hedges' g with its confidence interval.
 */
export interface TwoGroupTest {
  t: number | null;
  /** Welch–Satterthwaite degrees of freedom (not an integer). */
  df: number | null;
  /** Two-sided. */
  p: number | null;
  /**
   * Hedges' g: Cohen's d on the pooled SD times Hedges's exact small-sample correction
   * J(ν) = Γ(ν/2) / (√(ν/2)·Γ((ν − 1)/2)), ν = n₁ + n₂ − 2 (Hedges, 1981; the g of
   * effectsize::hedges_g).
   */
  hedgesG: number | null;
  /**
   * g ± z·SE with SE² = J²·((n₁ + n₂)/(n₁n₂) + d²/(2(n₁ + n₂))): the large-sample normal
   * interval of Hedges & Olkin (1985), as Borenstein et al. (2009, Introduction to Meta-Analysis,
   * eqs. 4.18–4.24) give it.
   */
  ci: ConfidenceInterval | null;
  reason: StatisticUnavailableReason | null;
}

export function unavailableTwoGroupTest(reason: StatisticUnavailableReason): TwoGroupTest {
  return { t: null, df: null, p: null, hedgesG: null, ci: null, reason };
}

/** Hedges's J(ν) through log B(½, (ν − 1)/2), which stays exact for ν in the millions. */
function smallSampleCorrection(df: number): number {
  return Math.exp(0.5 * Math.log(Math.PI) - logBeta(0.5, (df - 1) / 2) - 0.5 * Math.log(df / 2));
}

function firstReason(x: GroupMoments, y: GroupMoments): StatisticUnavailableReason | null {
  const reasons = [varianceReason(x), varianceReason(y)];
  const sizeReason = reasons.find((reason) => reason !== null && reason !== 'zeroVariance');
  if (sizeReason !== undefined) return sizeReason;
  // One constant group still has a standard error; two have none.
  return reasons.every((reason) => reason === 'zeroVariance') ? 'zeroVariance' : null;
}

export function twoGroupTest(x: GroupMoments, y: GroupMoments, level = 0.95): TwoGroupTest {
  const reason = firstReason(x, y);
  if (reason !== null) return unavailableTwoGroupTest(reason);
  const sx = sampleVariance(x) / x.n;
  const sy = sampleVariance(y) / y.n;
  const standardError = Math.sqrt(sx + sy);
  const df = (sx + sy) ** 2 / ((sx * sx) / (x.n - 1) + (sy * sy) / (y.n - 1));
  const difference = x.mean - y.mean;
  const t = difference / standardError;

  const pooledDf = x.n + y.n - 2;
  const d = difference / Math.sqrt((x.sumOfSquares + y.sumOfSquares) / pooledDf);
  const j = smallSampleCorrection(pooledDf);
  const hedgesG = j * d;
  const sizes = x.n + y.n;
  const se = j * Math.sqrt(sizes / (x.n * y.n) + (d * d) / (2 * sizes));
  const z = normalQuantile(1 - (1 - level) / 2);
  return {
    t,
    df,
    p: tTwoSidedP(t, df),
    hedgesG,
    ci: { level, lower: hedgesG - z * se, upper: hedgesG + z * se },
    reason: null,
  };
}
