import { momentsFromSums } from '../psychometrics/item-sums';
import type { ItemSums } from '../psychometrics/item-sums';
import { oneFactorMinres } from './minres';
import type { StatisticUnavailableReason } from './reasons';

/** The fewest items with variance that a one-factor omega is computed on. */
export const MIN_OMEGA_ITEMS = 3;

/**
 * McDonald's omega total as psych::omega(x, nfactors = 1, flip)$omega.tot reports it (psych
 * 2.2.9): one factor by minimum residuals (psych::fa(R, 1, fm = "minres")) on the Pearson
 * correlation matrix R, then ω = 1 − Σ(1 − λᵢ²) / ΣᵢⱼR*ᵢⱼ. Two omegas, which differ only when an
 * item loads negatively:
 * - asScored (flip = FALSE): R* = R, the reliability of the score the product reports, which sums
 *   the oriented items as they are; an item working against the others lowers it;
 * - flipped (flip = TRUE, psych's default and what studies usually report): R* is R with the rows
 *   and columns of negatively loading items reversed, the omega of a scale that would score
 *   those items the other way round.
 * Agrees with psych to 1e-4, the precision of psych's own optimiser. Items without variance are
 * left out first, as alpha leaves them out.
 */
export interface OmegaAnalysis {
  asScored: number | null;
  asScoredReason: StatisticUnavailableReason | null;
  flipped: number | null;
  flippedReason: StatisticUnavailableReason | null;
  /** One per item given; null for an item left out. */
  loadings: (number | null)[];
  /** 0-based items left out for lack of variance. */
  excludedItems: number[];
  /** Items whose uniqueness sits at psych's bound of 0.005 (Heywood cases). */
  heywoodItems: number[];
}

/**
 * ΣR is the variance of the standardized items' sum; at (rounding-error) zero the items as scored
 * cancel each other out, and psych divides by it (R gives ±Inf or NaN).
 */
const CANCELLING_SUM_OF_CORRELATIONS = 1e-9;

export function omegaFromSums(sums: ItemSums): OmegaAnalysis {
  const { n, comoments } = momentsFromSums(sums);
  const k = comoments.length;
  const excludedItems = comoments.flatMap((row, i) => ((row[i] as number) > 0 ? [] : [i]));
  const used = comoments.flatMap((_, i) => (excludedItems.includes(i) ? [] : [i]));
  const unavailable = (reason: StatisticUnavailableReason): OmegaAnalysis => ({
    asScored: null,
    asScoredReason: reason,
    flipped: null,
    flippedReason: reason,
    loadings: new Array<number | null>(k).fill(null),
    excludedItems,
    heywoodItems: [],
  });
  if (n === 0) return unavailable('noResponses');
  if (n < 2) return unavailable('tooFewRespondents');
  if (used.length < MIN_OMEGA_ITEMS) return unavailable('tooFewItems');

  const sd = used.map((i) => Math.sqrt(comoments[i]?.[i] as number));
  const r = used.map((i, a) =>
    used.map((j, b) =>
      a === b ? 1 : (comoments[i]?.[j] as number) / ((sd[a] as number) * (sd[b] as number)),
    ),
  );
  const { loadings, boundedItems } = oneFactorMinres(r);
  const signs = loadings.map((l) => (l < 0 ? -1 : 1));
  let asScoredTotal = 0;
  let flippedTotal = 0;
  r.forEach((row, a) =>
    row.forEach((value, b) => {
      asScoredTotal += value;
      flippedTotal += (signs[a] as number) * (signs[b] as number) * value;
    }),
  );
  const uniqueness = loadings.reduce((sum, l) => sum + (1 - l * l), 0);
  const itemsCancelOut = asScoredTotal <= CANCELLING_SUM_OF_CORRELATIONS * used.length;
  const allLoadings = new Array<number | null>(k).fill(null);
  used.forEach((item, a) => (allLoadings[item] = loadings[a] as number));
  return {
    asScored: itemsCancelOut ? null : 1 - uniqueness / asScoredTotal,
    asScoredReason: itemsCancelOut ? 'itemsCancelOut' : null,
    flipped: 1 - uniqueness / flippedTotal,
    flippedReason: null,
    loadings: allLoadings,
    excludedItems,
    heywoodItems: boundedItems.map((a) => used[a] as number),
  };
}
