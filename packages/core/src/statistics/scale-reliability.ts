import { alphaFromSums } from '../psychometrics/alpha';
import type { AlphaAnalysis } from '../psychometrics/alpha';
import { momentsFromSums } from '../psychometrics/item-sums';
import type { ItemSums } from '../psychometrics/item-sums';
import { omegaFromSums } from './omega';
import type { OmegaAnalysis } from './omega';
import type { StatisticUnavailableReason } from './reasons';

/** Alpha, omega and the standard error of measurement of one scale (its items' sums). */
export interface ScaleReliability {
  alpha: AlphaAnalysis;
  omega: OmegaAnalysis;
  /**
   * The standard error of measurement SD·√(1 − α), in the scale score's points: SD is the
   * sample SD of the sum of the items given, α the raw alpha (psych's raw_alpha).
   */
  sem: number | null;
  semReason: StatisticUnavailableReason | null;
}

/**
 * 1 − α, the share of the score's variance that is error: never below 0. α is at most 1, but items
 * that agree perfectly (a class that straight-lines) can compute it as 1.0000000000000002, whose
 * square root of a negative share would be NaN where the SEM is 0.
 */
export const errorShare = (alpha: number): number => Math.max(0, 1 - alpha);

function scoreVariance(sums: ItemSums): number | null {
  const { n, comoments } = momentsFromSums(sums);
  if (n < 2) return null;
  const total = comoments.reduce((sum, row) => sum + row.reduce((inner, c) => inner + c, 0), 0);
  // Centred sums of items that barely vary can cancel to a hair below 0.
  return Math.max(0, total / (n - 1));
}

export function scaleReliability(sums: ItemSums): ScaleReliability {
  const alpha = alphaFromSums(sums);
  const omega = omegaFromSums(sums);
  const variance = scoreVariance(sums);
  if (alpha.alpha === null || variance === null) {
    return { alpha, omega, sem: null, semReason: 'alphaUnavailable' };
  }
  return { alpha, omega, sem: Math.sqrt(variance * errorShare(alpha.alpha)), semReason: null };
}
