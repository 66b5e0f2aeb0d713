/*
 * Research statistics beyond alpha (issue 18), each equal to R on fixtures R produced
 * (fixtures/make-fixtures.R). Every function takes aggregates that SQL returns cheaply (score
 * histograms, contingency tables, answer counts, item sums and cross-products, n/Σx/Σx²), never
 * rows, and gives null with a reason wherever R gives NA, NaN, Inf or an error.
 */
export { classicAnova, welchAnova } from './anova';
export type { ClassicAnova, WelchAnova } from './anova';
export { chiSquareTest } from './chi-square';
export type { ChiSquareTest, ContingencyTable } from './chi-square';
export { itemCorrelations, scaleCorrelations } from './correlations';
export type { CorrelationMatrix } from './correlations';
export {
  chiSquareUpperTail,
  fUpperTail,
  normalQuantile,
  tCdf,
  tQuantile,
  tTwoSidedP,
} from './distributions';
export { compareGroups } from './group-comparison';
export type {
  ComparedGroup,
  CompareGroupsOptions,
  GroupComparison,
  GroupScores,
} from './group-comparison';
export { MIN_TESTABLE_GROUP_SIZE, groupMoments } from './group-moments';
export type { GroupMoments } from './group-moments';
export { describeGroup } from './group-description';
export type { GroupDescription } from './group-description';
export { describeItem } from './item-descriptives';
export type { AnswerCounts, ItemDescriptives } from './item-descriptives';
export { itemStatistics } from './item-statistics';
export type { ItemAggregates, ItemStatistics, ItemStatisticsAnalysis } from './item-statistics';
export {
  METHOD_WARNING_CODES,
  MIN_STABLE_ALPHA_SAMPLE,
  TOTAL_SCALE,
  reliabilityWarnings,
} from './method-warnings';
export type { MethodWarning } from './method-warnings';
export { MIN_UNIQUENESS, oneFactorMinres } from './minres';
export type { MinresSolution } from './minres';
export {
  MCCROSKEY_NORMS,
  MCCROSKEY_NORMS_SOURCE,
  compareWithMcCroskeyNorms,
  compareWithNorm,
} from './norms';
export type { Norm, NormComparison } from './norms';
export { MIN_OMEGA_ITEMS, omegaFromSums } from './omega';
export type { OmegaAnalysis } from './omega';
export { STATISTIC_UNAVAILABLE_REASONS } from './reasons';
export type { StatisticUnavailableReason } from './reasons';
export { prca24ReliabilityStatistics, reliabilityStatistics } from './reliability-statistics';
export type { ReliabilityStatistics } from './reliability-statistics';
export { scaleReliability } from './scale-reliability';
export type { ScaleReliability } from './scale-reliability';
export {
  centredSumOfSquares,
  medianOfHistogram,
  momentsOfHistogram,
  scoreHistogram,
} from './score-moments';
export type { ScoreCount, ScoreHistogram, ScoreMoments } from './score-moments';
export { PRCA24_SCORES, PRCA24_SUBSCALES } from './subscales';
export type { Prca24Score, Subscale } from './subscales';
export { twoGroupTest } from './two-group-test';
export type { TwoGroupTest } from './two-group-test';
export { questionNumberOf, withQuestionNumbers } from './question-numbers';
export type { QuestionNumberedWarning } from './question-numbers';
