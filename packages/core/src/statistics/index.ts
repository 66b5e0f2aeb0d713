/*
 * Research statistics beyond alpha (issue 18), each equal to R on fixtures R produced
 * (fixtures/make-fixtures.R). Every function takes aggregates that SQL returns cheaply (score
 * histograms, contingency tables, answer counts, item sums and cross-products, n/Σx/Σx²), never
 * rows, and gives null with a reason wherever R gives NA, NaN, Inf or an error.
 *
 * A module whose every export is public is re-exported whole; one that also exports helpers for
 * its neighbours (an `unavailable…` result, an assertion, a variance) names what it shares.
 */
export { classicAnova, welchAnova } from './anova';
export type { ClassicAnova, WelchAnova } from './anova';
export * from './chi-square';
export * from './correlations';
export * from './distributions';
export * from './group-comparison';
export { MIN_TESTABLE_GROUP_SIZE, groupMoments } from './group-moments';
export type { GroupMoments } from './group-moments';
export * from './group-description';
export { describeItem } from './item-descriptives';
export type { AnswerCounts, ItemDescriptives } from './item-descriptives';
export * from './item-statistics';
export {
  METHOD_WARNING_CODES,
  MIN_STABLE_ALPHA_SAMPLE,
  TOTAL_SCALE,
  reliabilityWarnings,
} from './method-warnings';
export type { MethodWarning } from './method-warnings';
export * from './minres';
export * from './norms';
export * from './paired-change';
export * from './reliable-change';
export * from './omega';
export * from './reasons';
export * from './reliability-statistics';
export * from './scale-reliability';
export * from './score-moments';
export * from './subscales';
export { twoGroupTest } from './two-group-test';
export type { TwoGroupTest } from './two-group-test';
export * from './question-numbers';
