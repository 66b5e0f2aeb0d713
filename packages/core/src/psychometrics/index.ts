/*
 * A module whose every export is public is re-exported whole; one that also exports helpers for
 * its neighbours (moments, assertions, the item analysis itself) names what it shares.
 */
export { alphaFromSums, cronbachAlpha } from './alpha';
export type {
  AlphaAnalysis,
  AlphaUnavailableReason,
  StandardizedAlphaUnavailableReason,
} from './alpha';
export * from './feldt';
export { R_QF_LARGE_DF, chiSquareQuantile, fCdf, fQuantile, fQuantileAsR } from './f-distribution';
export type { ItemAnalysis, ItemFigureUnavailableReason } from './item-analysis';
export { ItemSumsAccumulator, itemSums, subsetItemSums } from './item-sums';
export type { ItemSums } from './item-sums';
export * from './reliability-level';
