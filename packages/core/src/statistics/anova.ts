import { fUpperTail } from './distributions';
import { sampleVariance } from './group-moments';
import type { GroupMoments } from './group-moments';
import type { StatisticUnavailableReason } from './reasons';

/** Welch's one-way ANOVA, which does not assume equal variances (R: oneway.test(y ~ g)). */
export interface WelchAnova {
  F: number | null;
  df1: number | null;
  /** Welch's denominator degrees of freedom (not an integer). */
  df2: number | null;
  p: number | null;
  reason: StatisticUnavailableReason | null;
}

/**
 * The classic one-way ANOVA (R: summary(aov(y ~ g))) with eta squared SSB/SST and omega squared
 * (SSB − df1·MSW)/(SST + MSW) (Hays, 1963; Olejnik & Algina, 2003). When every group is
 * constant F is infinite (null, reason zeroWithinGroupVariance) while η² and ω² are 1.
 */
export interface ClassicAnova {
  F: number | null;
  df1: number | null;
  df2: number | null;
  p: number | null;
  etaSquared: number | null;
  omegaSquared: number | null;
  reason: StatisticUnavailableReason | null;
}

export function unavailableWelchAnova(reason: StatisticUnavailableReason): WelchAnova {
  return { F: null, df1: null, df2: null, p: null, reason };
}

export function unavailableClassicAnova(reason: StatisticUnavailableReason): ClassicAnova {
  return { F: null, df1: null, df2: null, p: null, etaSquared: null, omegaSquared: null, reason };
}

function assertTestable(groups: readonly GroupMoments[]): void {
  if (groups.some(({ n }) => n < 2)) {
    throw new RangeError('Every group of an ANOVA needs at least 2 responses');
  }
}

/** Welch's F from groups of at least two responses each (compareGroups guarantees it). */
export function welchAnova(groups: readonly GroupMoments[]): WelchAnova {
  assertTestable(groups);
  const k = groups.length;
  if (k < 2) return unavailableWelchAnova('tooFewGroups');
  if (groups.some(({ sumOfSquares }) => !(sumOfSquares > 0))) {
    return { ...unavailableWelchAnova('zeroVarianceInGroup'), df1: k - 1 };
  }
  const weights = groups.map((group) => group.n / sampleVariance(group));
  const totalWeight = weights.reduce((total, w) => total + w, 0);
  const weightedMean =
    groups.reduce((total, group, i) => total + (weights[i] as number) * group.mean, 0) /
    totalWeight;
  const tmp =
    groups.reduce(
      (total, group, i) => total + (1 - (weights[i] as number) / totalWeight) ** 2 / (group.n - 1),
      0,
    ) /
    (k * k - 1);
  const between = groups.reduce(
    (total, group, i) => total + (weights[i] as number) * (group.mean - weightedMean) ** 2,
    0,
  );
  const F = between / ((k - 1) * (1 + 2 * (k - 2) * tmp));
  const df2 = 1 / (3 * tmp);
  return { F, df1: k - 1, df2, p: fUpperTail(F, k - 1, df2), reason: null };
}

/** The classic ANOVA from groups of at least two responses each. */
export function classicAnova(groups: readonly GroupMoments[]): ClassicAnova {
  assertTestable(groups);
  const k = groups.length;
  if (k < 2) return unavailableClassicAnova('tooFewGroups');
  const total = groups.reduce((sum, { n }) => sum + n, 0);
  const grandMean = groups.reduce((sum, { n, mean }) => sum + n * mean, 0) / total;
  const between = groups.reduce((sum, { n, mean }) => sum + n * (mean - grandMean) ** 2, 0);
  const within = groups.reduce((sum, { sumOfSquares }) => sum + sumOfSquares, 0);
  const df1 = k - 1;
  const df2 = total - k;
  const totalSquares = between + within;
  if (!(totalSquares > 0)) return { ...unavailableClassicAnova('zeroVariance'), df1, df2 };
  const meanSquareWithin = within / df2;
  const effectSizes = {
    etaSquared: between / totalSquares,
    omegaSquared: (between - df1 * meanSquareWithin) / (totalSquares + meanSquareWithin),
  };
  if (!(within > 0)) {
    return { F: null, df1, df2, p: null, ...effectSizes, reason: 'zeroWithinGroupVariance' };
  }
  const F = between / df1 / meanSquareWithin;
  return { F, df1, df2, p: fUpperTail(F, df1, df2), ...effectSizes, reason: null };
}
