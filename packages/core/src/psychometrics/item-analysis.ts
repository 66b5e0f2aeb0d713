import type { CentredMoments } from './item-sums';

/**
 * Why an item's figure is missing:
 * - zeroVariance: everyone gave the item the same answer, so it is left out (as psych does);
 * - zeroRestVariance: the total of the other items is the same for everyone;
 * - singleItemLeft: with two items, deleting one leaves a single item, which has no alpha
 *   (psych prints a regression slope there, C₁₂/C₂₂, not an alpha);
 * - alphaUnavailable: the scale as a whole has no alpha (see AlphaAnalysis.reason).
 */
export type ItemFigureUnavailableReason =
  'zeroVariance' | 'zeroRestVariance' | 'singleItemLeft' | 'alphaUnavailable';

export interface ItemAnalysis {
  /** 0-based column of the item in the data given. */
  item: number;
  /** Null without respondents. */
  mean: number | null;
  /** Sample standard deviation (n − 1); null with fewer than 2 respondents. */
  sd: number | null;
  /** Correlation of the item with the total of the other items (psych: r.drop). */
  correctedItemTotalCorrelation: number | null;
  correctedItemTotalCorrelationReason: ItemFigureUnavailableReason | null;
  /** Raw alpha of the other items (psych: alpha.drop raw_alpha). */
  alphaIfDeleted: number | null;
  alphaIfDeletedReason: ItemFigureUnavailableReason | null;
}

/** The analysed part of the scale: the items kept and their covariances (any common scale). */
export interface AnalysedScale {
  used: number[];
  c: number[][];
  totalVariance: number;
}

interface Figures {
  correctedItemTotalCorrelation: number | null;
  correctedItemTotalCorrelationReason: ItemFigureUnavailableReason | null;
  alphaIfDeleted: number | null;
  alphaIfDeletedReason: ItemFigureUnavailableReason | null;
}

function missing(reason: ItemFigureUnavailableReason): Figures {
  return {
    correctedItemTotalCorrelation: null,
    correctedItemTotalCorrelationReason: reason,
    alphaIfDeleted: null,
    alphaIfDeletedReason: reason,
  };
}

/** psych::alpha's r.drop and alpha.drop for the item at position p of the analysed items. */
function dropFigures({ c }: AnalysedScale, p: number): Figures {
  const m = c.length;
  const own = c[p]?.[p] as number;
  let restVariance = 0;
  let restTrace = 0;
  let covarianceWithRest = 0;
  for (let i = 0; i < m; i++) {
    const row = c[i] as number[];
    if (i === p) continue;
    covarianceWithRest += row[p] as number;
    restTrace += row[i] as number;
    for (let j = 0; j < m; j++) if (j !== p) restVariance += row[j] as number;
  }
  if (!(restVariance > 0)) return missing('zeroRestVariance');
  const correlation = covarianceWithRest / Math.sqrt(own * restVariance);
  if (m === 2) {
    return {
      ...missing('singleItemLeft'),
      correctedItemTotalCorrelation: correlation,
      correctedItemTotalCorrelationReason: null,
    };
  }
  return {
    correctedItemTotalCorrelation: correlation,
    correctedItemTotalCorrelationReason: null,
    alphaIfDeleted: (1 - restTrace / restVariance) * ((m - 1) / (m - 2)),
    alphaIfDeletedReason: null,
  };
}

/** One entry per item given; `scale` is null when the scale has no alpha. */
export function analyseItems(
  { n, means, comoments }: CentredMoments,
  excludedItems: readonly number[],
  scale: AnalysedScale | null,
): ItemAnalysis[] {
  return comoments.map((row, item) => {
    const figures = excludedItems.includes(item)
      ? missing('zeroVariance')
      : scale === null
        ? missing('alphaUnavailable')
        : dropFigures(scale, scale.used.indexOf(item));
    return {
      item,
      mean: n > 0 ? (means[item] as number) : null,
      sd: n > 1 ? Math.sqrt((row[item] as number) / (n - 1)) : null,
      ...figures,
    };
  });
}
