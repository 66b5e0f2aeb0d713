/**
 * Why a statistic is null, for every figure of this folder (the replies carry them as they are):
 * - noResponses: nothing to describe;
 * - tooFewRespondents: fewer than two responses, so no variance;
 * - zeroVariance: every response has the same score (or answer), so the figure divides by 0
 *   (R: t.test stops with "data are essentially constant", describe gives NaN);
 * - belowMinimumSize: a group smaller than the minimum, listed but left out of every test;
 * - notTwoGroups: the t-test and Hedges' g compare exactly two tested groups;
 * - tooFewGroups: fewer than two groups are left to compare;
 * - zeroVarianceInGroup: Welch's ANOVA weighs each group by n/variance, and a group has none;
 * - zeroWithinGroupVariance: every group is constant, so the ANOVA's F is infinite;
 * - tooFewLevels: the chi-square test needs at least two levels that occur;
 * - tooFewItems: omega needs three items that vary;
 * - itemsCancelOut: omega as scored divides by the variance of the standardized items' sum, and
 *   the items, as scored, cancel each other out so that it has none;
 * - alphaUnavailable: the standard error of measurement needs alpha.
 */
export const STATISTIC_UNAVAILABLE_REASONS = [
  'noResponses',
  'tooFewRespondents',
  'zeroVariance',
  'belowMinimumSize',
  'notTwoGroups',
  'tooFewGroups',
  'zeroVarianceInGroup',
  'zeroWithinGroupVariance',
  'tooFewLevels',
  'tooFewItems',
  'itemsCancelOut',
  'alphaUnavailable',
] as const;

export type StatisticUnavailableReason = (typeof STATISTIC_UNAVAILABLE_REASONS)[number];
