export { alphaFromSums, cronbachAlpha } from './alpha';
export type {
  AlphaAnalysis,
  AlphaUnavailableReason,
  StandardizedAlphaUnavailableReason,
} from './alpha';
export { feldtInterval } from './feldt';
export type { ConfidenceInterval } from './feldt';
export { R_QF_LARGE_DF, chiSquareQuantile, fCdf, fQuantile, fQuantileAsR } from './f-distribution';
export type { ItemAnalysis, ItemFigureUnavailableReason } from './item-analysis';
export { ItemSumsAccumulator, itemSums, subsetItemSums } from './item-sums';
export type { ItemSums } from './item-sums';
export {
  RELIABILITY_INTERPRETATIONS,
  RELIABILITY_LEVELS,
  RELIABILITY_THRESHOLDS,
  interpretReliability,
  reliabilityLevel,
} from './reliability-level';
export type { ReliabilityInterpretation, ReliabilityLevel } from './reliability-level';
