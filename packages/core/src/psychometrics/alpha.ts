import { feldtInterval } from './feldt';
import type { ConfidenceInterval } from './feldt';
import { analyseItems } from './item-analysis';
import type { ItemAnalysis } from './item-analysis';
import { momentsFromRows, momentsFromSums } from './item-sums';
import type { CentredMoments, ItemSums } from './item-sums';

/**
 * Why a scale has no alpha. Checked in this order:
 * - tooFewRespondents: fewer than 2 (no variance can be estimated);
 * - tooFewItems: fewer than 2 items given;
 * - zeroTotalVariance: the total score is the same for everyone (also when every answer is);
 * - tooFewItemsWithVariance: fewer than 2 items vary once the constant ones are left out.
 */
export type AlphaUnavailableReason =
  'tooFewRespondents' | 'tooFewItems' | 'zeroTotalVariance' | 'tooFewItemsWithVariance';

/** Why the standardised alpha alone is missing: the correlations sum to zero. */
export type StandardizedAlphaUnavailableReason =
  AlphaUnavailableReason | 'zeroStandardizedTotalVariance';

/**
 * Cronbach's alpha and the figures psych::alpha reports beside it, on items the caller has
 * already oriented (minus-keyed PRCA-24 items as 6 − answer). Items without variance are left
 * out of every figure, as psych::alpha leaves them out (its default delete = TRUE).
 */
export interface AlphaAnalysis {
  sampleSize: number;
  /** Items given, including any left out. */
  itemCount: number;
  /** 0-based indices of the items without variance, left out of the analysis. */
  excludedItems: number[];
  /** Raw alpha, from the covariances (psych: raw_alpha). */
  alpha: number | null;
  /** Why alpha, averageInterItemCorrelation and feldt are null; null when alpha is a number. */
  reason: AlphaUnavailableReason | null;
  /** Alpha of the standardised items, from the correlations (psych: std.alpha). */
  standardizedAlpha: number | null;
  standardizedAlphaReason: StandardizedAlphaUnavailableReason | null;
  /** Mean off-diagonal correlation (psych: average_r). */
  averageInterItemCorrelation: number | null;
  /** 95 % Feldt interval (psych: feldt, lower.ci and upper.ci). */
  feldt: ConfidenceInterval | null;
  /** One entry per item given, in the order given. */
  items: ItemAnalysis[];
}

function sumOfAll(matrix: readonly (readonly number[])[]): number {
  let total = 0;
  for (const row of matrix) for (const value of row) total += value;
  return total;
}

function trace(matrix: readonly (readonly number[])[]): number {
  return matrix.reduce((total, row, i) => total + (row[i] as number), 0);
}

function unavailable(
  moments: CentredMoments,
  excludedItems: number[],
  reason: AlphaUnavailableReason,
): AlphaAnalysis {
  return {
    sampleSize: moments.n,
    itemCount: moments.comoments.length,
    excludedItems,
    alpha: null,
    reason,
    standardizedAlpha: null,
    standardizedAlphaReason: reason,
    averageInterItemCorrelation: null,
    feldt: null,
    items: analyseItems(moments, excludedItems, null),
  };
}

/** Every figure from the centred moments; shared by the matrix and the sums forms. */
export function alphaFromMoments(moments: CentredMoments): AlphaAnalysis {
  const { n, comoments } = moments;
  const k = comoments.length;
  if (n < 2) return unavailable(moments, [], 'tooFewRespondents');
  if (k < 2) return unavailable(moments, [], 'tooFewItems');
  const excludedItems = comoments.flatMap((row, i) => ((row[i] as number) > 0 ? [] : [i]));
  const used = comoments.flatMap((_, i) => (excludedItems.includes(i) ? [] : [i]));
  // Covariances up to the common factor 1/(n − 1), which every ratio below cancels.
  const c = used.map((i) => used.map((j) => comoments[i]?.[j] as number));
  const totalVariance = sumOfAll(c);
  if (!(totalVariance > 0)) return unavailable(moments, excludedItems, 'zeroTotalVariance');
  const m = used.length;
  if (m < 2) return unavailable(moments, excludedItems, 'tooFewItemsWithVariance');

  // psych::alpha's alpha.1: raw alpha from C, standardised alpha and average r from R.
  const alpha = (1 - trace(c) / totalVariance) * (m / (m - 1));
  const sd = c.map((row, i) => Math.sqrt(row[i] as number));
  const correlationSum = sumOfAll(
    c.map((row, i) =>
      row.map((value, j) => (i === j ? 1 : value / ((sd[i] as number) * (sd[j] as number)))),
    ),
  );
  const standardizedAlpha = correlationSum !== 0 ? (1 - m / correlationSum) * (m / (m - 1)) : null;
  return {
    sampleSize: n,
    itemCount: k,
    excludedItems,
    alpha,
    reason: null,
    standardizedAlpha,
    standardizedAlphaReason: standardizedAlpha === null ? 'zeroStandardizedTotalVariance' : null,
    averageInterItemCorrelation: (correlationSum - m) / (m * (m - 1)),
    feldt: feldtInterval(alpha, n, m),
    items: analyseItems(moments, excludedItems, { used, c, totalVariance }),
  };
}

/**
 * Cronbach's alpha of a matrix: rows are respondents, columns are oriented items. `itemCount`
 * says how many items an empty matrix has.
 */
export function cronbachAlpha(
  rows: readonly (readonly number[])[],
  options: { itemCount?: number } = {},
): AlphaAnalysis {
  const itemCount = options.itemCount ?? rows[0]?.length ?? 0;
  return alphaFromMoments(momentsFromRows(rows, itemCount));
}

/**
 * Cronbach's alpha from aggregated sums (n, Σxᵢ, Σxᵢxⱼ), e.g. from SQL over a million rows or
 * from an ItemSumsAccumulator. On integer answers it gives exactly what cronbachAlpha gives on
 * the rows themselves.
 */
export function alphaFromSums(sums: ItemSums): AlphaAnalysis {
  return alphaFromMoments(momentsFromSums(sums));
}
